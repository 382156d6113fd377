import { useT } from '../../shared/i18n';
import { LegalDocument } from '../legal/legal-document';
import { privacyMessages } from '../legal/privacy.messages';
import '../marketing.css';

/** /privacy: what Pathwise collects and why, the event log, per-person encryption and erasure, cookies. */
export default function PrivacyPage() {
  const t = useT(privacyMessages);
  return (
    <LegalDocument
      docTitle={t('docTitle')}
      title={t('title')}
      lead={t('lead')}
      sections={[
        { id: 'who', title: t('whoTitle'), paragraphs: [t('who1')] },
        { id: 'collect', title: t('collectTitle'), paragraphs: [t('collect1'), t('collect2'), t('collect3'), t('collect4'), t('collect5')] },
        { id: 'store', title: t('storeTitle'), paragraphs: [t('store1'), t('store2'), t('store3')] },
        { id: 'use', title: t('useTitle'), paragraphs: [t('use1'), t('use2'), t('use3'), t('use4'), t('use5')] },
        { id: 'cookies', title: t('cookiesTitle'), paragraphs: [t('cookies1'), t('cookies2'), t('cookies3')] },
        { id: 'sharing', title: t('sharingTitle'), paragraphs: [t('sharing1'), t('sharing2'), t('sharing3')] },
        { id: 'retention', title: t('keepTitle'), paragraphs: [t('keep1'), t('keep2')] },
        { id: 'rights', title: t('rightsTitle'), paragraphs: [t('rights1'), t('rights2'), t('rights3')] },
        { id: 'changes', title: t('changesTitle'), paragraphs: [t('changes1')] },
      ]}
    />
  );
}
