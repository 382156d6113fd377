import { useT } from '../../shared/i18n';
import { FeatureArticle } from '../components/feature-article';
import { DifficultyBandArt } from '../components/feature-illustrations';
import { adaptiveLearningMessages } from '../features/adaptive-learning.messages';
import '../marketing.css';

/** /features/adaptive-learning: mastery estimates, the target difficulty band and FSRS reviews. */
export default function AdaptiveLearningPage() {
  const t = useT(adaptiveLearningMessages);
  return (
    <FeatureArticle
      self="/features/adaptive-learning"
      copy={{
        docTitle: t('docTitle'),
        eyebrow: t('eyebrow'),
        title: t('title'),
        lead: t('lead'),
        whatTitle: t('whatTitle'),
        learners: [t('learner1'), t('learner2'), t('learner3'), t('learner4')],
        creators: [t('creator1'), t('creator2'), t('creator3')],
        how: [
          { title: t('how1Title'), body: t('how1Body') },
          { title: t('how2Title'), body: t('how2Body') },
          { title: t('how3Title'), body: t('how3Body') },
          { title: t('how4Title'), body: t('how4Body') },
        ],
        limits: [t('limit1'), t('limit2'), t('limit3')],
        illustration: <DifficultyBandArt />,
        caption: t('caption'),
        tryIt: { to: '/demo', label: t('tryIt') },
      }}
    />
  );
}
