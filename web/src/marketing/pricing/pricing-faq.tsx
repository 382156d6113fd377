import { useId } from 'react';
import { useT } from '../../shared/i18n';
import { PageLink } from '../components/page-link';
import { bestYearlySaving, proTrialDays } from './plan-prices';
import { pricingFaqMessages } from './pricing-faq.messages';

const questions = [
  ['trialQ', 'trialA'],
  ['learnersQ', 'learnersA'],
  ['creditsQ', 'creditsA'],
  ['switchQ', 'switchA'],
  ['yearlyQ', 'yearlyA'],
  ['dataQ', 'dataA'],
] as const;

/** Frequent questions as disclosure widgets: native <details>, so keyboard and screen readers need nothing extra. */
export function PricingFaq() {
  const t = useT(pricingFaqMessages);
  const headingId = useId();
  const values = { days: proTrialDays(), percent: bestYearlySaving() };
  return (
    <section className="mk-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('title')}</h2>
      <div className="mk-faq">
        {questions.map(([question, answer]) => (
          <details key={question} className="mk-faq-item">
            <summary>{t(question)}</summary>
            <p>{t(answer, values)}</p>
            {question === 'dataQ' && <PageLink to="/privacy">{t('privacyLink')}</PageLink>}
          </details>
        ))}
      </div>
    </section>
  );
}
