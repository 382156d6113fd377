import { useId, type ReactNode } from 'react';
import { useT } from '../../shared/i18n';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { commonMessages } from './common.messages';
import { CtaBand } from './cta-band';
import { PageIntro } from './page-intro';
import { PageLink, type MarketingPath } from './page-link';

export interface FeatureCopy {
  docTitle: string;
  eyebrow: string;
  title: string;
  lead: string;
  whatTitle: string;
  learners: readonly string[];
  creators: readonly string[];
  how: ReadonlyArray<{ title: string; body: string }>;
  limits: readonly string[];
  /** An SVG picture of the idea, with its caption. */
  illustration: ReactNode;
  caption: string;
  /** The page to try the feature on. */
  tryIt: { to: MarketingPath; label: string };
}

const featurePages: ReadonlyArray<{ to: MarketingPath; name: 'adaptiveLearning' | 'adaptiveAssessments' | 'aiContent' | 'adaptiveBuilder' }> = [
  { to: '/features/adaptive-learning', name: 'adaptiveLearning' },
  { to: '/features/adaptive-assessments', name: 'adaptiveAssessments' },
  { to: '/features/ai-content', name: 'aiContent' },
  { to: '/features/adaptive-builder', name: 'adaptiveBuilder' },
];

/**
 * The shape every feature page shares: what it does for learners and for creators, how it works step by step,
 * and, as plainly, what it does not do.
 */
export function FeatureArticle({ self, copy }: { self: MarketingPath; copy: FeatureCopy }) {
  const common = useT(commonMessages);
  const whatId = useId();
  const howId = useId();
  const limitsId = useId();
  const relatedId = useId();
  useDocumentTitle(copy.docTitle);
  const related = featurePages.filter((page) => page.to !== self);

  return (
    <div className="mk-page">
      <div className="mk-hero">
        <PageIntro eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
          <PageLink to={copy.tryIt.to} className="button">
            {copy.tryIt.label}
          </PageLink>
          <PageLink to="/pricing" className="button button-secondary">
            {common('seePricing')}
          </PageLink>
        </PageIntro>
        <figure className="mk-figure">
          {copy.illustration}
          <figcaption>{copy.caption}</figcaption>
        </figure>
      </div>

      <section className="mk-section" aria-labelledby={whatId}>
        <h2 id={whatId}>{copy.whatTitle}</h2>
        <div className="mk-columns">
          <div className="mk-panel">
            <h3>{common('forLearners')}</h3>
            <ul className="mk-checklist">
              {copy.learners.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div className="mk-panel">
            <h3>{common('forCreators')}</h3>
            <ul className="mk-checklist">
              {copy.creators.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="mk-section" aria-labelledby={howId}>
        <h2 id={howId}>{common('howItWorks')}</h2>
        <ol className="mk-steps">
          {copy.how.map((step) => (
            <li key={step.title} className="mk-step">
              <h3>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mk-section" aria-labelledby={limitsId}>
        <h2 id={limitsId}>{common('honestLimits')}</h2>
        <ul className="mk-plain-list">
          {copy.limits.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <nav className="mk-section" aria-labelledby={relatedId}>
        <h2 id={relatedId}>{common('relatedTitle')}</h2>
        <ul className="mk-link-list">
          {related.map((page) => (
            <li key={page.to}>
              <PageLink to={page.to}>{common(page.name)}</PageLink>
            </li>
          ))}
          <li>
            <PageLink to="/features">{common('allFeatures')}</PageLink>
          </li>
        </ul>
      </nav>

      <CtaBand />
    </div>
  );
}
