import { useT } from '../../shared/i18n';
import { FeatureArticle } from '../components/feature-article';
import { SkillGraphArt } from '../components/feature-illustrations';
import { adaptiveBuilderMessages } from '../features/adaptive-builder.messages';
import '../marketing.css';

/** /features/adaptive-builder: skills and prerequisites in, a ready-to-learn frontier per learner out. */
export default function AdaptiveBuilderPage() {
  const t = useT(adaptiveBuilderMessages);
  return (
    <FeatureArticle
      self="/features/adaptive-builder"
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
        limits: [t('limit1'), t('limit2')],
        illustration: <SkillGraphArt />,
        caption: t('caption'),
        tryIt: { to: '/features/adaptive-builder-demo', label: t('tryIt') },
      }}
    />
  );
}
