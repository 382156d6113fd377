import { subscriptionsNeedingAction } from '@pathwise/projections';
import type { SavedMethodPayments } from '../commerce/index.js';
import type { BillingJobDeps } from './billing-job-deps.js';
import { renewalDue } from './plan-subscription.decider.js';
import { mailRenewalFailure } from './renewal-failure-mail.js';

/** How often renewals are looked at: a renewal is charged within this long of its moment. */
export const PLAN_RENEWALS_INTERVAL_MS = 15 * 60 * 1000;
const PAGE = 500;
const METADATA = { actor: { kind: 'system' as const, id: 'plan-renewals' } };

export interface PlanRenewalsRun {
  readonly renewed: readonly string[];
  readonly failed: readonly string[];
  readonly ended: readonly string[];
}

/**
 * Charges the renewals that are due (and the retries of failed ones), and ends the cancelled subscriptions whose
 * period is over. Each charge carries an idempotency key made of the account, the due date and the attempt, and its
 * outcome is appended with the stream's version: a second run, or two nodes at once, charge and record it once. The
 * mail of a failure goes out after its event is recorded, so at most once.
 */
export async function runPlanRenewals(deps: BillingJobDeps & { readonly payments: SavedMethodPayments | null }): Promise<PlanRenewalsRun> {
  const renewed: string[] = [];
  const failed: string[] = [];
  const ended: string[] = [];
  const asOf = deps.clock();
  for (const userId of await subscriptionsNeedingAction(deps.db, asOf, PAGE)) {
    const end = await deps.subscriptions.execute(userId, { type: 'EndCancelledSubscription', asOf }, METADATA);
    if (end.changed) {
      ended.push(userId);
      continue;
    }
    const { state } = await deps.subscriptions.load(userId);
    const due = renewalDue(state, asOf);
    const subscription = state.subscription;
    // A subscription the provider runs (Stripe Billing) is renewed by the provider's notifications, not charged here.
    if (!due || !subscription || !deps.payments || subscription.providerSubscriptionId) continue;
    const outcome = await deps.payments.chargeSavedMethod({
      customerId: subscription.providerCustomerId,
      paymentMethodId: subscription.paymentMethod.id,
      amount: due.total,
      currency: subscription.currency,
      description: `Pathwise ${due.tier === 'pro' ? 'Pro' : 'Pro Plus'} (${due.period})`,
      idempotencyKey: due.chargeKey,
    });
    const recorded = await deps.subscriptions.execute(userId, { type: 'RecordRenewalCharge', due, outcome, asOf }, METADATA);
    if (!recorded.changed) continue;
    if (outcome.kind === 'succeeded') {
      renewed.push(userId);
      continue;
    }
    const after = recorded.state.subscription!;
    if (after.status === 'ended') ended.push(userId);
    else failed.push(userId);
    await mailRenewalFailure(deps, { userId, subscription, amount: due.total, retryAt: after.nextRetryAt });
  }
  if (renewed.length || failed.length || ended.length) {
    deps.logger.info({ renewed: renewed.length, failed: failed.length, ended: ended.length }, 'plan renewals run');
  }
  return { renewed, failed, ended };
}
