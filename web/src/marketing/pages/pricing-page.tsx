import { plans } from '@pathwise/contracts';
import { useId, useState } from 'react';
import { useT } from '../../shared/i18n';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { CtaBand } from '../components/cta-band';
import { PageIntro } from '../components/page-intro';
import { BillingPeriodToggle } from '../pricing/billing-period-toggle';
import { PlanCard } from '../pricing/plan-card';
import { bestYearlySaving, proTrialDays, type BillingPeriod } from '../pricing/plan-prices';
import { PricingFaq } from '../pricing/pricing-faq';
import { pricingMessages } from '../pricing/pricing.messages';
import '../marketing.css';

/** /pricing: the three plans of contracts with monthly or yearly prices, what each includes, and the FAQ. */
export default function PricingPage() {
  const t = useT(pricingMessages);
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const plansId = useId();
  useDocumentTitle(t('docTitle'));
  return (
    <div className="mk-page">
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead', { days: proTrialDays() })} />
      <section className="mk-section" aria-labelledby={plansId}>
        <div className="mk-section-head">
          <h2 id={plansId}>{t('plansTitle')}</h2>
          <BillingPeriodToggle period={period} savingPercent={bestYearlySaving()} onChange={setPeriod} />
        </div>
        <div className="mk-plans">
          {plans.map((plan) => (
            <PlanCard key={plan.tier} plan={plan} period={period} highlighted={plan.tier === 'pro'} />
          ))}
        </div>
        <p className="mk-note">{t('pricesNote')}</p>
      </section>
      <PricingFaq />
      <CtaBand />
    </div>
  );
}
