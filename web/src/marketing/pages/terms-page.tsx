import { useT } from '../../shared/i18n';
import { LegalDocument } from '../legal/legal-document';
import { termsMessages } from '../legal/terms.messages';
import { proTrialDays } from '../pricing/plan-prices';
import '../marketing.css';

/** /terms: accounts, learning, creating, AI, plans and trials, acceptable use, liability. */
export default function TermsPage() {
  const t = useT(termsMessages);
  return (
    <LegalDocument
      docTitle={t('docTitle')}
      title={t('title')}
      lead={t('lead')}
      sections={[
        { id: 'about', title: t('aboutTitle'), paragraphs: [t('about1')] },
        { id: 'account', title: t('accountTitle'), paragraphs: [t('account1'), t('account2')] },
        { id: 'learning', title: t('learningTitle'), paragraphs: [t('learning1'), t('learning2')] },
        { id: 'creating', title: t('creatingTitle'), paragraphs: [t('creating1'), t('creating2')] },
        { id: 'ai', title: t('aiTitle'), paragraphs: [t('ai1')] },
        { id: 'plans', title: t('plansTitle'), paragraphs: [t('plans1'), t('plans2', { days: proTrialDays() }), t('plans3')] },
        { id: 'use', title: t('useTitle'), paragraphs: [t('use1')] },
        { id: 'availability', title: t('availabilityTitle'), paragraphs: [t('availability1')] },
        { id: 'closing', title: t('endingTitle'), paragraphs: [t('ending1')] },
        { id: 'liability', title: t('liabilityTitle'), paragraphs: [t('liability1')] },
        { id: 'questions', title: t('contactTitle'), paragraphs: [t('contact1')] },
      ]}
    />
  );
}
