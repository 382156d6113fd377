import type { Executor } from '@pathwise/event-store';
import type { Logger } from '../../observability/logger.js';
import type { Accounts, Mailer } from '../identity/index.js';
import type { PlanSubscriptions } from './plan-subscriptions.commands.js';

/** What billing's scheduled runs (trial deadlines, plan renewals) work with: the subscriptions, and the mails they send. */
export interface BillingJobDeps {
  readonly subscriptions: PlanSubscriptions;
  readonly accounts: Accounts;
  readonly mailer: Mailer;
  readonly db: Executor;
  readonly clock: () => Date;
  readonly logger: Logger;
  /** Where the mails' links point; relative when unset. */
  readonly publicUrl: string | undefined;
}
