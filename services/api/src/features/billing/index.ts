/**
 * Billing: an account's plan with Pathwise: the free trial of a paid plan (once per account, no card), paid
 * subscriptions through the payment provider with their renewals and invoices.
 */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { Logger } from '../../observability/logger.js';
import type { PlanBillingEvent, ProviderPlanBilling, SavedMethodEvent, SavedMethodPayments, TaxRates } from '../commerce/index.js';
import type { Accounts, Mailer } from '../identity/index.js';
import { billingRoutes } from './billing.routes.js';
import { PaidPlans, type PlanCurrency } from './paid-plans.commands.js';
import { PLAN_RENEWALS_INTERVAL_MS, runPlanRenewals, type PlanRenewalsRun } from './plan-renewals.job.js';
import { PlanSubscriptions } from './plan-subscriptions.commands.js';
import { recordPlanBillingEvent } from './provider-plan-events.js';
import { subscriptionPlanReactor } from './subscription-plan.reactor.js';
import { runTrialDeadlines, TRIAL_DEADLINES_INTERVAL_MS, type TrialDeadlinesRun } from './trial-deadlines.job.js';
import { trialPlanReactor } from './trial-plan.reactor.js';

export type { TrialDeadlinesRun } from './trial-deadlines.job.js';
export type { PlanRenewalsRun } from './plan-renewals.job.js';
export type { PaidPlans, PlanCurrency } from './paid-plans.commands.js';
export type { PlanSubscriptions } from './plan-subscriptions.commands.js';
export { planSubscriptionStreamId, renewalDue } from './plan-subscription.decider.js';

export interface BillingFeature extends FeatureModule {
  /** Ends the trials whose time is up and mails those ending soon; the background work runs it on a timer. */
  runTrialDeadlines(): Promise<TrialDeadlinesRun>;
  /** Charges due renewals and retries, and ends cancelled subscriptions at their period's end; on a timer too. */
  runPlanRenewals(): Promise<PlanRenewalsRun>;
  /** Records the provider's notification of a completed plan checkout (commerce's webhook hands it over). */
  completePlanCheckout(event: SavedMethodEvent): Promise<{ changed: boolean }>;
  /** Records a notification about a subscription the provider runs itself (Stripe Billing's invoices and ends). */
  recordPlanBillingEvent(event: PlanBillingEvent): Promise<{ changed: boolean }>;
  readonly paidPlans: PaidPlans;
  /** Accounts' billing streams, for the demo world's history (commands carry their own moment). */
  readonly subscriptions: PlanSubscriptions;
}

export function createBillingFeature(deps: {
  store: EventStore<PathwiseEvent>;
  database: Database;
  accounts: Accounts;
  mailer: Mailer;
  clock: () => Date;
  logger: Logger;
  publicUrl: string | undefined;
  /** The provider's saved cards and their charges; null when this server takes no payments. */
  payments: SavedMethodPayments | null;
  /** A provider that runs subscriptions itself (Stripe Billing); null when our renewals job charges `payments`. */
  planBilling: ProviderPlanBilling | null;
  taxRates: TaxRates;
  /** The one currency plans are priced and charged in (plans.ts's figures, in its minor units). */
  planCurrency: PlanCurrency;
  /** Who sells the plans, as receipts name them. */
  sellerOfRecord: string;
}): BillingFeature {
  const subscriptions = new PlanSubscriptions(deps.store);
  const paidPlans = new PaidPlans({ subscriptions, payments: deps.payments, planBilling: deps.planBilling, taxRates: deps.taxRates, currency: deps.planCurrency, clock: deps.clock });
  const billing: BillingFeature = {
    reactors: [trialPlanReactor, subscriptionPlanReactor],
    jobs: [
      { name: 'trial deadlines', intervalMs: TRIAL_DEADLINES_INTERVAL_MS, run: () => billing.runTrialDeadlines() },
      { name: 'plan renewals', intervalMs: PLAN_RENEWALS_INTERVAL_MS, run: () => billing.runPlanRenewals() },
    ],
    routes: billingRoutes({
      subscriptions,
      paidPlans,
      accounts: deps.accounts,
      database: deps.database,
      clock: deps.clock,
      sellerOfRecord: deps.sellerOfRecord,
    }),
    paidPlans,
    subscriptions,
    completePlanCheckout: (event) => paidPlans.completeCheckout(event),
    recordPlanBillingEvent: (event) =>
      recordPlanBillingEvent({ subscriptions, paidPlans, accounts: deps.accounts, mailer: deps.mailer, publicUrl: deps.publicUrl, clock: deps.clock }, event),
    runTrialDeadlines: () =>
      runTrialDeadlines({
        subscriptions,
        accounts: deps.accounts,
        mailer: deps.mailer,
        db: deps.database.db,
        clock: deps.clock,
        logger: deps.logger,
        publicUrl: deps.publicUrl,
      }),
    runPlanRenewals: () =>
      runPlanRenewals({
        subscriptions,
        payments: deps.payments,
        accounts: deps.accounts,
        mailer: deps.mailer,
        db: deps.database.db,
        clock: deps.clock,
        logger: deps.logger,
        publicUrl: deps.publicUrl,
      }),
  };
  return billing;
}
