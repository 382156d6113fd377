import type { BillingResponse, SubscriptionView } from '@pathwise/contracts';
import { useState } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useCancelSubscription, useChangePlan, useResumeSubscription } from '../api/change-subscription';
import { billingMessages } from '../messages';
import { ConfirmDialog } from './confirm-dialog';
import { ReplaceCard } from './replace-card';
import { paidTiers, periods, planPriceOf, useMoney, type PaidTier, type Period } from './plan-money';

const tierRank: Readonly<Record<PaidTier, number>> = { pro: 1, pro_plus: 2 };

/** The subscription's facts: how it is billed, the next charge (or its end), the card, a pending change. */
export function SubscriptionFacts({ subscription, paymentsAvailable }: { subscription: SubscriptionView; paymentsAvailable: boolean }) {
  const t = useT(billingMessages);
  const { date } = useFormat();
  const money = useMoney();
  const longDate = (moment: string) => date(moment, { dateStyle: 'long' });
  if (subscription.status === 'ended') return <p>{t('subscriptionEnded')}</p>;
  return (
    <>
      <p>{t('billedEvery', { period: t(`period_${subscription.period}`) })}</p>
      {subscription.status === 'past_due' && subscription.nextCharge && (
        <p className="billing-alert" role="alert">
          {t('status_past_due', { date: longDate(subscription.nextCharge.at) })}
        </p>
      )}
      <dl className="facts">
        {subscription.nextCharge && (
          <div className="fact">
            <dt>{t('nextCharge')}</dt>
            <dd>{t('nextChargeValue', { amount: money(subscription.nextCharge.amount, subscription.currency), date: longDate(subscription.nextCharge.at) })}</dd>
          </div>
        )}
        <div className="fact">
          <dt>{t('paymentMethod')}</dt>
          <dd>{t('cardEnding', { brand: subscription.paymentMethod.brand.toUpperCase(), last4: subscription.paymentMethod.last4 })}</dd>
        </div>
      </dl>
      {paymentsAvailable && <ReplaceCard />}
      {subscription.cancelAt && <p role="status">{t('endsOn', { date: longDate(subscription.cancelAt) })}</p>}
      {subscription.pendingChange && (
        <p>
          {t('pendingChange', {
            date: longDate(subscription.periodEnd),
            plan: t(`plan_${subscription.pendingChange.tier}`),
            period: t(`period_${subscription.pendingChange.period}`),
          })}
        </p>
      )}
    </>
  );
}

type Pending = { kind: 'change'; tier: PaidTier; period: Period } | { kind: 'cancel' } | { kind: 'resume' } | null;

/** Changing plan or period, cancelling and resuming, each after a question that says what it will do. */
export function ManageSubscription({
  billing,
  subscription,
  initial,
}: {
  billing: BillingResponse;
  subscription: SubscriptionView;
  /** The plan and period /pricing chose, when it sent the reader here. */
  initial?: { tier: PaidTier; period: Period } | undefined;
}) {
  const t = useT(billingMessages);
  const { date } = useFormat();
  const money = useMoney();
  const change = useChangePlan();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const target = subscription.pendingChange ?? subscription;
  const [tier, setTier] = useState<PaidTier>(initial?.tier ?? target.tier);
  const [period, setPeriod] = useState<Period>(initial?.period ?? target.period);
  const [pending, setPending] = useState<Pending>(null);
  const longDate = (moment: string) => date(moment, { dateStyle: 'long' });
  const priceOf = (forTier: PaidTier, forPeriod: Period) => money(planPriceOf(forTier, forPeriod), billing.planCurrency);
  const busy = change.isPending || cancel.isPending || resume.isPending;
  const close = () => setPending(null);
  const running = subscription.status === 'active';
  const unchanged = tier === target.tier && period === target.period;

  const question = (): string => {
    if (!pending) return '';
    if (pending.kind === 'cancel') return t('cancelConfirm', { plan: t(`plan_${subscription.tier}`), date: longDate(subscription.periodEnd) });
    if (pending.kind === 'resume') return t('resumeConfirm', { date: longDate(subscription.periodEnd), price: priceOf(target.tier, target.period) });
    return tierRank[pending.tier] > tierRank[subscription.tier]
      ? t('changeUpgradeConfirm', { plan: t(`plan_${pending.tier}`), price: priceOf(pending.tier, pending.period) })
      : t('changeLaterConfirm', {
          date: longDate(subscription.periodEnd),
          plan: t(`plan_${pending.tier}`),
          period: t(`period_${pending.period}`),
          price: priceOf(pending.tier, pending.period),
        });
  };
  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'change') change.mutate({ tier: pending.tier, period: pending.period }, { onSettled: close });
    else if (pending.kind === 'cancel') cancel.mutate(undefined, { onSettled: close });
    else resume.mutate(undefined, { onSettled: close });
  };

  return (
    <section className="card" aria-labelledby="billing-manage-heading">
      <h2 id="billing-manage-heading">{t('manageTitle')}</h2>
      {running && !subscription.cancelAt && (
        <form
          className="billing-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy && !unchanged) setPending({ kind: 'change', tier, period });
          }}
        >
          <fieldset>
            <legend>{t('choosePlan')}</legend>
            {paidTiers.map((option) => (
              <label key={option} className="billing-choice">
                <input type="radio" name="change-tier" value={option} checked={tier === option} onChange={() => setTier(option)} />
                {t(`plan_${option}`)} · {t(period === 'monthly' ? 'pricePerMonth' : 'pricePerYear', { price: priceOf(option, period) })}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('choosePeriod')}</legend>
            {periods.map((option) => (
              <label key={option} className="billing-choice">
                <input type="radio" name="change-period" value={option} checked={period === option} onChange={() => setPeriod(option)} />
                {t(`period_${option}`)}
              </label>
            ))}
          </fieldset>
          <div className="form-actions">
            <button type="submit" className="button" aria-disabled={busy || unchanged} aria-describedby={unchanged ? 'billing-change-same' : undefined}>
              {t('changePlan')}
            </button>
            <button type="button" className="button button-secondary" aria-disabled={busy} onClick={() => !busy && setPending({ kind: 'cancel' })}>
              {t('cancelSubscription')}
            </button>
          </div>
          {unchanged && (
            <p id="billing-change-same" className="form-hint">
              {t('changeSame')}
            </p>
          )}
        </form>
      )}
      {running && subscription.cancelAt && (
        <div className="form-actions">
          <button type="button" className="button" aria-disabled={busy} onClick={() => !busy && setPending({ kind: 'resume' })}>
            {t('resumeSubscription')}
          </button>
        </div>
      )}
      <p className="form-status" role="status">
        {change.isPending ? t('changing') : cancel.isPending ? t('cancelling') : resume.isPending ? t('resuming') : ''}
      </p>
      {change.isError && <QueryError title={t('couldNotChange')} error={change.error} />}
      {cancel.isError && <QueryError title={t('couldNotCancel')} error={cancel.error} />}
      {resume.isError && <QueryError title={t('couldNotResume')} error={resume.error} />}
      <ConfirmDialog open={pending !== null} title={t('confirmTitle')} confirmLabel={t('confirm')} cancelLabel={t('keep')} busy={busy} onConfirm={confirm} onCancel={close}>
        <p>{question()}</p>
      </ConfirmDialog>
    </section>
  );
}
