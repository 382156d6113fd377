import { useId } from 'react';
import { useT } from '../../shared/i18n';
import { commonMessages } from '../components/common.messages';
import { FeatureCards } from '../components/feature-cards';
import { PageLink } from '../components/page-link';
import { homeMessages } from './home.messages';

/** What Pathwise offers learners and creators, side by side. */
export function AudienceSection() {
  const t = useT(homeMessages);
  const common = useT(commonMessages);
  const headingId = useId();
  return (
    <section className="mk-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('audienceTitle')}</h2>
      <div className="mk-columns">
        <article className="mk-panel">
          <h3>{common('forLearners')}</h3>
          <p className="mk-panel-intro">{t('learnersIntro')}</p>
          <ul className="mk-checklist">
            <li>{t('learner1')}</li>
            <li>{t('learner2')}</li>
            <li>{t('learner3')}</li>
            <li>{t('learner4')}</li>
          </ul>
          <PageLink to="/features/adaptive-learning">{t('learnersLink')}</PageLink>
        </article>
        <article className="mk-panel">
          <h3>{common('forCreators')}</h3>
          <p className="mk-panel-intro">{t('creatorsIntro')}</p>
          <ul className="mk-checklist">
            <li>{t('creator1')}</li>
            <li>{t('creator2')}</li>
            <li>{t('creator3')}</li>
            <li>{t('creator4')}</li>
          </ul>
          <PageLink to="/features/ai-content">{t('creatorsLink')}</PageLink>
        </article>
      </div>
    </section>
  );
}

const steps = [
  { title: 'step1Title', body: 'step1Body' },
  { title: 'step2Title', body: 'step2Body' },
  { title: 'step3Title', body: 'step3Body' },
] as const;

/** Adaptivity in three numbered steps: evidence, estimate, next step. */
export function AdaptivitySteps() {
  const t = useT(homeMessages);
  const headingId = useId();
  return (
    <section className="mk-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('stepsTitle')}</h2>
      <p className="mk-section-intro">{t('stepsIntro')}</p>
      <ol className="mk-steps">
        {steps.map((step) => (
          <li key={step.title} className="mk-step">
            <h3>{t(step.title)}</h3>
            <p>{t(step.body)}</p>
          </li>
        ))}
      </ol>
      <PageLink to="/demo">{t('stepsLink')}</PageLink>
    </section>
  );
}

/** The four feature pages as cards, and the two interactive demos. */
export function FeatureHighlights() {
  const t = useT(homeMessages);
  const common = useT(commonMessages);
  const headingId = useId();
  return (
    <section className="mk-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('featuresTitle')}</h2>
      <FeatureCards
        cards={[
          { to: '/features/adaptive-learning', name: common('adaptiveLearning'), body: t('adaptiveLearningBody') },
          { to: '/features/adaptive-assessments', name: common('adaptiveAssessments'), body: t('adaptiveAssessmentsBody') },
          { to: '/features/ai-content', name: common('aiContent'), body: t('aiContentBody') },
          { to: '/features/adaptive-builder', name: common('adaptiveBuilder'), body: t('adaptiveBuilderBody') },
        ]}
      />
      <p className="mk-inline-links">
        <span>{t('demosLine')}</span>
        <PageLink to="/features/adaptive-builder-demo">{common('builderDemo')}</PageLink>
        <PageLink to="/features/emotional-design-demo">{common('emotionalDemo')}</PageLink>
        <PageLink to="/features">{common('allFeatures')}</PageLink>
      </p>
    </section>
  );
}
