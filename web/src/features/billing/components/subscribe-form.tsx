import type { BillingResponse } from '@pathwise/contracts';
import { useState } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { QueryError } from '../../../shared/ui/query-error';
import { useSubscribe } from '../api/subscribe';
import { billingMessages } from '../messages';
import { paidTiers, periods, planPriceOf, useMoney, type PaidTier, type Period } from './plan-money';

/**
 * Subscribing: a plan and a period, then the provider's checkout. The words say what happens: during the trial the
 * card is saved and the first payment waits for the trial's end; otherwise the first period is paid now.
 */
export function SubscribeForm({ billing, initial, currency }: { billing: BillingResponse; initial: { tier: PaidTier; period: Period }; currency: string }) {
  const t = useT(billingMessages);
  const { date } = useFormat();
  const money = useMoney();
  const subscribe = useSubscribe();
  const [tier, setTier] = useState<PaidTier>(initial.tier);
  const [period, setPeriod] = useState<Period>(initial.period);
  const [country, setCountry] = useState<string | undefined>(undefined);
  const trialRunning = billing.trial && !billing.trial.ended ? billing.trial : null;
  const price = money(planPriceOf(tier, period), currency);
  const pricePer = (forTier: PaidTier, forPeriod: Period) =>
    t(forPeriod === 'monthly' ? 'pricePerMonth' : 'pricePerYear', { price: money(planPriceOf(forTier, forPeriod), currency) });
  const busy = subscribe.isPending || subscribe.isSuccess;
  return (
    <section className="card" aria-labelledby="billing-subscribe-heading">
      <h2 id="billing-subscribe-heading">{t('subscribeTitle')}</h2>
      <form
        className="billing-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          subscribe.mutate({ tier, period, ...(country ? { country } : {}) }, { onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl) });
        }}
      >
        <fieldset>
          <legend>{t('choosePlan')}</legend>
          {paidTiers.map((option) => (
            <label key={option} className="billing-choice">
              <input type="radio" name="tier" value={option} checked={tier === option} onChange={() => setTier(option)} />
              {t(`plan_${option}`)} · {pricePer(option, period)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('choosePeriod')}</legend>
          {periods.map((option) => (
            <label key={option} className="billing-choice">
              <input type="radio" name="period" value={option} checked={period === option} onChange={() => setPeriod(option)} />
              {t(`period_${option}`)}
            </label>
          ))}
        </fieldset>
        {billing.taxCountries.length > 0 && (
          <Field label={t('taxCountry')} hint={t('taxCountryHint')}>
            {(control) => (
              <select {...control} className="input" value={country ?? ''} onChange={(event) => setCountry(event.target.value || undefined)}>
                <option value="">{t('otherCountry')}</option>
                {billing.taxCountries.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <p>{trialRunning ? t('subscribeDuringTrial', { date: date(trialRunning.endsAt, { dateStyle: 'long' }), price }) : t('subscribeNow', { price })}</p>
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={busy}>
            {t('subscribe', { plan: t(`plan_${tier}`), period: t(`period_${period}`) })}
          </button>
        </div>
        <p className="form-status" role="status">
          {busy ? t('goingToCheckout') : ''}
        </p>
        {subscribe.isError && <QueryError title={t('couldNotSubscribe')} error={subscribe.error} />}
      </form>
    </section>
  );
}
