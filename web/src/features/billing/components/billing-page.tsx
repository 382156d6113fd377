import { planOf, plans, type BillingResponse, type Plan } from '@pathwise/contracts';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { PurchasesSection } from '../../commerce';
import { useBilling } from '../api/get-billing';
import { useStartTrial } from '../api/start-trial';
import { billingMessages } from '../messages';
import { InvoiceList } from './invoice-list';
import { paidTiers, periods, useMoney, type PaidTier, type Period } from './plan-money';
import { SubscribeForm } from './subscribe-form';
import { ManageSubscription, SubscriptionFacts } from './subscription-panel';
import '../billing.css';

/**
 * What /billing's address may carry: the plan /pricing chose, the checkout the provider sent the buyer back from, and
 * the card change it sent the subscriber back from.
 */
interface BillingSearch {
  readonly plan?: unknown;
  readonly period?: unknown;
  readonly checkout?: unknown;
  readonly card?: unknown;
}

const choice = <T extends string>(options: readonly T[], value: unknown, fallback: T): T => (options.includes(value as T) ? (value as T) : fallback);

/** /billing: the plan the account is on, what it includes, and its one free trial of a paid plan. */
export function BillingPage() {
  const t = useT(billingMessages);
  const search: BillingSearch = useSearch({ strict: false });
  const checkout = typeof search.checkout === 'string' ? search.checkout : null;
  const cardChange = typeof search.card === 'string' ? search.card : null;
  const billing = useBilling();
  useDocumentTitle(t('title'));
  const running = billing.data?.subscription && billing.data.subscription.status !== 'ended' ? billing.data.subscription : null;
  // Back from the provider's checkout: the subscription starts with the provider's notification, which may come a moment later.
  const awaitingCheckout = checkout !== null && checkout !== 'cancelled' && billing.data !== undefined && !running;
  // Back from saving a card: it replaces the subscription's with the provider's notification, which may come a moment later.
  const cardSaved = cardChange !== null && cardChange !== 'cancelled' && running?.paymentMethod.changeId === cardChange ? running.paymentMethod : null;
  const awaitingCard = cardChange !== null && cardChange !== 'cancelled' && running !== null && !cardSaved;
  const { refetch } = billing;
  useEffect(() => {
    if (!awaitingCheckout && !awaitingCard) return;
    const timer = setInterval(() => void refetch(), 1_000);
    return () => clearInterval(timer);
  }, [awaitingCheckout, awaitingCard, refetch]);
  return (
    <div className="billing">
      <div className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      {billing.isPending && (
        <p className="billing-status" role="status">
          {t('loading')}
        </p>
      )}
      {billing.isError && <QueryError title={t('couldNotLoad')} error={billing.error} onRetry={() => void billing.refetch()} retrying={billing.isFetching} />}
      {checkout === 'cancelled' && (
        <p className="billing-notice" role="status">
          {t('checkoutCancelled')}
        </p>
      )}
      {awaitingCheckout && (
        <p className="billing-notice" role="status">
          {t('checkoutConfirming')}
        </p>
      )}
      {checkout !== null && checkout !== 'cancelled' && running && (
        <p className="billing-notice" role="status">
          {t('checkoutDone')}
        </p>
      )}
      {cardChange === 'cancelled' && (
        <p className="billing-notice" role="status">
          {t('cardChangeCancelled')}
        </p>
      )}
      {awaitingCard && (
        <p className="billing-notice" role="status">
          {t('cardConfirming')}
        </p>
      )}
      {cardSaved && (
        <p className="billing-notice" role="status">
          {t('cardReplaced', { last4: cardSaved.last4 })}
        </p>
      )}
      {billing.data && (
        <>
          <CurrentPlan billing={billing.data} />
          {running && (
            <ManageSubscription
              billing={billing.data}
              subscription={running}
              initial={paidTiers.includes(search.plan as PaidTier) ? { tier: search.plan as PaidTier, period: choice<Period>(periods, search.period, running.period) } : undefined}
            />
          )}
          {!running && billing.data.paymentsAvailable && (
            <SubscribeForm
              billing={billing.data}
              currency={billing.data.planCurrency}
              initial={{ tier: choice<PaidTier>(paidTiers, search.plan, 'pro'), period: choice<Period>(periods, search.period, 'monthly') }}
            />
          )}
          {!running && !billing.data.paymentsAvailable && <p>{t('noPayments')}</p>}
          {billing.data.trialAvailable && <TrialOffers />}
          <InvoiceList />
          <PurchasesSection />
          <p>
            <Link to="/pricing">{t('comparePlans')}</Link>
          </p>
        </>
      )}
    </div>
  );
}

function CurrentPlan({ billing }: { billing: BillingResponse }) {
  const t = useT(billingMessages);
  const { number, date } = useFormat();
  const plan = planOf(billing.tier);
  const { trial } = billing;
  const money = useMoney();
  // A subscription taken during the trial: its first payment is the trial's end.
  const converting = billing.subscription?.status === 'active' && trial && !trial.ended ? billing.subscription : null;
  const longDate = (moment: string) => date(moment, { dateStyle: 'long' });
  return (
    <section className="card" aria-labelledby="billing-plan-heading">
      <h2 id="billing-plan-heading">{t('yourPlan')}</h2>
      <p>{t('planNow', { plan: t(`plan_${plan.tier}`) })}</p>
      <dl className="facts">
        <div className="fact">
          <dt>{t('publishedCourses')}</dt>
          <dd>{plan.publishedCourseLimit === null ? t('unlimited') : number(plan.publishedCourseLimit)}</dd>
        </div>
        <div className="fact">
          <dt>{t('aiCredits')}</dt>
          <dd>{number(plan.monthlyAiCredits)}</dd>
        </div>
      </dl>
      {trial && !trial.ended && (
        <div className="billing-trial" role="status">
          <p>{t('trialRunning', { plan: t(`plan_${trial.tier}`), date: longDate(trial.endsAt), days: trial.daysLeft })}</p>
          <p>
            {converting?.nextCharge
              ? t('trialConverted', { amount: money(converting.nextCharge.amount, converting.currency), date: longDate(converting.nextCharge.at) })
              : t('trialNothingCharged')}
          </p>
        </div>
      )}
      {billing.subscription && <SubscriptionFacts subscription={billing.subscription} paymentsAvailable={billing.paymentsAvailable} />}
      {trial?.ended && <p>{t('trialEnded', { plan: t(`plan_${trial.tier}`), date: longDate(trial.endsAt) })}</p>}
    </section>
  );
}

const trialPlans = plans.filter((plan): plan is Plan & { tier: 'pro' | 'pro_plus' } => plan.trialDays > 0);

function TrialOffers() {
  const t = useT(billingMessages);
  const start = useStartTrial();
  const days = Math.max(...trialPlans.map((plan) => plan.trialDays));
  return (
    <section className="card" aria-labelledby="billing-try-heading">
      <h2 id="billing-try-heading">{t('tryTitle')}</h2>
      <p>{t('tryIntro', { days })}</p>
      <div className="form-actions">
        {trialPlans.map((plan) => (
          <button
            key={plan.tier}
            type="button"
            className={plan.tier === 'pro' ? 'button' : 'button button-secondary'}
            aria-disabled={start.isPending}
            onClick={() => {
              if (!start.isPending) start.mutate({ tier: plan.tier });
            }}
          >
            {t('startTrial', { plan: t(`plan_${plan.tier}`), days: plan.trialDays })}
          </button>
        ))}
      </div>
      <p className="form-status" role="status">
        {start.isPending ? t('starting') : ''}
      </p>
      {start.isError && <QueryError title={t('couldNotStart')} error={start.error} />}
    </section>
  );
}
