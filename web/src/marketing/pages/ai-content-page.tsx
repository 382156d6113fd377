import { plans } from '@pathwise/contracts';
import { useFormat, useT } from '../../shared/i18n';
import { FeatureArticle } from '../components/feature-article';
import { SourcesArt } from '../components/feature-illustrations';
import { aiContentMessages } from '../features/ai-content.messages';
import '../marketing.css';

/** /features/ai-content: outlines, lessons, quizzes and narration drafted from the creator's own material. */
export default function AiContentPage() {
  const t = useT(aiContentMessages);
  const { number } = useFormat();
  // The credits each plan grants come from the plans billing charges, so this page cannot promise other numbers.
  const credits = Object.fromEntries(plans.map((plan) => [plan.tier, number(plan.monthlyAiCredits)]));
  return (
    <FeatureArticle
      self="/features/ai-content"
      copy={{
        docTitle: t('docTitle'),
        eyebrow: t('eyebrow'),
        title: t('title'),
        lead: t('lead'),
        whatTitle: t('whatTitle'),
        learners: [t('learner1'), t('learner2'), t('learner3')],
        creators: [
          t('creator1'),
          t('creator2'),
          t('creator3'),
          t('creator4', { free: credits.free ?? '', pro: credits.pro ?? '', proPlus: credits.pro_plus ?? '' }),
        ],
        how: [
          { title: t('how1Title'), body: t('how1Body') },
          { title: t('how2Title'), body: t('how2Body') },
          { title: t('how3Title'), body: t('how3Body') },
          { title: t('how4Title'), body: t('how4Body') },
        ],
        limits: [t('limit1'), t('limit2'), t('limit3')],
        illustration: <SourcesArt />,
        caption: t('caption'),
        tryIt: { to: '/documentation', label: t('tryIt') },
      }}
    />
  );
}
