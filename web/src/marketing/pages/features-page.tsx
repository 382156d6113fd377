import { useId } from 'react';
import { useT } from '../../shared/i18n';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { commonMessages } from '../components/common.messages';
import { CtaBand } from '../components/cta-band';
import { FeatureCards } from '../components/feature-cards';
import { PageIntro } from '../components/page-intro';
import { featuresOverviewMessages } from '../features/features-overview.messages';
import '../marketing.css';

const alsoIncluded = [
  ['gamificationTitle', 'gamificationBody'],
  ['certificatesTitle', 'certificatesBody'],
  ['communityTitle', 'communityBody'],
  ['commerceTitle', 'commerceBody'],
  ['analyticsTitle', 'analyticsBody'],
  ['proPlusTitle', 'proPlusBody'],
  ['accessTitle', 'accessBody'],
] as const;

/** /features: the four adaptive capabilities, the demos, and the rest of the platform in a line each. */
export default function FeaturesPage() {
  const t = useT(featuresOverviewMessages);
  const common = useT(commonMessages);
  const coreId = useId();
  const demosId = useId();
  const alsoId = useId();
  useDocumentTitle(t('docTitle'));
  return (
    <div className="mk-page">
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <section className="mk-section" aria-labelledby={coreId}>
        <h2 id={coreId}>{t('coreTitle')}</h2>
        <FeatureCards
          cards={[
            { to: '/features/adaptive-learning', name: common('adaptiveLearning'), body: t('adaptiveLearningBody') },
            { to: '/features/adaptive-assessments', name: common('adaptiveAssessments'), body: t('adaptiveAssessmentsBody') },
            { to: '/features/ai-content', name: common('aiContent'), body: t('aiContentBody') },
            { to: '/features/adaptive-builder', name: common('adaptiveBuilder'), body: t('adaptiveBuilderBody') },
          ]}
        />
      </section>
      <section className="mk-section" aria-labelledby={demosId}>
        <h2 id={demosId}>{t('demosTitle')}</h2>
        <FeatureCards
          cards={[
            { to: '/demo', name: common('demoCourse'), body: t('demoCourseBody') },
            { to: '/features/adaptive-builder-demo', name: common('builderDemo'), body: t('builderDemoBody') },
            { to: '/features/emotional-design-demo', name: common('emotionalDemo'), body: t('emotionalDemoBody') },
          ]}
        />
      </section>
      <section className="mk-section" aria-labelledby={alsoId}>
        <h2 id={alsoId}>{t('alsoTitle')}</h2>
        <ul className="mk-grid-list">
          {alsoIncluded.map(([title, body]) => (
            <li key={title}>
              <h3>{t(title)}</h3>
              <p>{t(body)}</p>
            </li>
          ))}
        </ul>
      </section>
      <CtaBand />
    </div>
  );
}
