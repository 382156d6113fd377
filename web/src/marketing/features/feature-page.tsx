import { plans } from '@pathwise/contracts';
import { useId } from 'react';
import { useFormat, useT } from '../../shared/i18n';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { commonMessages } from '../components/common.messages';
import { CtaBand } from '../components/cta-band';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { featureIllustrations } from './feature-illustrations';
import { featurePages, type FeatureCatalog, type FeaturePageRow } from './feature-pages.table';
import '../marketing.css';

/** `prefix1`, `prefix2`, ... up to `count`. */
function numbered(prefix: string, count: number, suffix = '') {
  return Array.from({ length: count }, (_, index) => `${prefix}${index + 1}${suffix}`);
}

/** The two columns of "What it does", each a numbered list in the page's messages. */
const audiences = [
  { heading: 'forLearners', prefix: 'learner' },
  { heading: 'forCreators', prefix: 'creator' },
] as const;

/**
 * The shape every feature page shares: what it does for learners and for creators, how it works step by step,
 * and, as plainly, what it does not do.
 */
export function FeaturePage({ row, messages }: { row: FeaturePageRow; messages: FeatureCatalog }) {
  const common = useT(commonMessages);
  const own = useT(messages);
  const { number } = useFormat();
  // The AI credits a page quotes come from the plans billing charges, so no page can promise other numbers.
  const credits = Object.fromEntries(plans.map((plan) => [plan.tier, number(plan.monthlyAiCredits)]));
  const t = (key: string) => own(key, { free: credits.free ?? '', pro: credits.pro ?? '', proPlus: credits.pro_plus ?? '' });
  const whatId = useId();
  const howId = useId();
  const limitsId = useId();
  const relatedId = useId();
  useDocumentTitle(t('docTitle'));
  const Illustration = featureIllustrations[row.illustration];
  const related = featurePages.filter((page) => page.path !== row.path);

  return (
    <div className="mk-page">
      <div className="mk-hero">
        <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
          <PageLink to={row.tryIt} className="button">
            {t('tryIt')}
          </PageLink>
          <PageLink to="/pricing" className="button button-secondary">
            {common('seePricing')}
          </PageLink>
        </PageIntro>
        <figure className="mk-figure">
          <Illustration />
          <figcaption>{t('caption')}</figcaption>
        </figure>
      </div>

      <section className="mk-section" aria-labelledby={whatId}>
        <h2 id={whatId}>{t('whatTitle')}</h2>
        <div className="mk-columns">
          {audiences.map(({ heading, prefix }) => (
            <div key={prefix} className="mk-panel">
              <h3>{common(heading)}</h3>
              <ul className="mk-checklist">
                {numbered(prefix, row.sections[`${prefix}s`]).map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section className="mk-section" aria-labelledby={howId}>
        <h2 id={howId}>{common('howItWorks')}</h2>
        <ol className="mk-steps">
          {numbered('how', row.sections.steps).map((step) => (
            <li key={step} className="mk-step">
              <h3>{t(`${step}Title`)}</h3>
              <p>{t(`${step}Body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mk-section" aria-labelledby={limitsId}>
        <h2 id={limitsId}>{common('honestLimits')}</h2>
        <ul className="mk-plain-list">
          {numbered('limit', row.sections.limits).map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>

      <nav className="mk-section" aria-labelledby={relatedId}>
        <h2 id={relatedId}>{common('relatedTitle')}</h2>
        <ul className="mk-link-list">
          {related.map((page) => (
            <li key={page.path}>
              <PageLink to={page.path}>{common(page.name)}</PageLink>
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
