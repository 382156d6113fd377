import { useT } from '../../shared/i18n';
import { FeatureArticle } from '../components/feature-article';
import { PrecisionArt } from '../components/feature-illustrations';
import { adaptiveAssessmentsMessages } from '../features/adaptive-assessments.messages';
import '../marketing.css';

/** /features/adaptive-assessments: computerized adaptive testing on a calibrated item bank. */
export default function AdaptiveAssessmentsPage() {
  const t = useT(adaptiveAssessmentsMessages);
  return (
    <FeatureArticle
      self="/features/adaptive-assessments"
      copy={{
        docTitle: t('docTitle'),
        eyebrow: t('eyebrow'),
        title: t('title'),
        lead: t('lead'),
        whatTitle: t('whatTitle'),
        learners: [t('learner1'), t('learner2'), t('learner3')],
        creators: [t('creator1'), t('creator2'), t('creator3')],
        how: [
          { title: t('how1Title'), body: t('how1Body') },
          { title: t('how2Title'), body: t('how2Body') },
          { title: t('how3Title'), body: t('how3Body') },
          { title: t('how4Title'), body: t('how4Body') },
        ],
        limits: [t('limit1'), t('limit2'), t('limit3')],
        illustration: <PrecisionArt />,
        caption: t('caption'),
        tryIt: { to: '/demo', label: t('tryIt') },
      }}
    />
  );
}
