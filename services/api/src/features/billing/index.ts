/** Billing: an account's plan with Pathwise, starting with the free trial of a paid plan (once per account, no card). */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { Logger } from '../../observability/logger.js';
import type { Accounts, Mailer } from '../identity/index.js';
import { billingRoutes } from './billing.routes.js';
import { PlanSubscriptions } from './plan-subscriptions.commands.js';
import { runTrialDeadlines, type TrialDeadlinesRun } from './trial-deadlines.job.js';
import { trialPlanReactor } from './trial-plan.reactor.js';

export { TRIAL_DEADLINES_INTERVAL_MS, type TrialDeadlinesRun } from './trial-deadlines.job.js';

export interface BillingFeature extends FeatureModule {
  /** Ends the trials whose time is up and mails those ending soon; the background work runs it on a timer. */
  runTrialDeadlines(): Promise<TrialDeadlinesRun>;
}

export function createBillingFeature(deps: {
  store: EventStore<PathwiseEvent>;
  database: Database;
  accounts: Accounts;
  mailer: Mailer;
  clock: () => Date;
  logger: Logger;
  publicUrl: string | undefined;
}): BillingFeature {
  const subscriptions = new PlanSubscriptions(deps.store);
  return {
    reactors: [trialPlanReactor],
    routes: billingRoutes({ subscriptions, accounts: deps.accounts, clock: deps.clock }),
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
  };
}
