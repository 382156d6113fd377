import type { Accounts, Mailer } from '../identity/index.js';
import type { Subscription } from './plan-subscription.decider.js';
import { renewalFailedMail, subscriptionEndedUnpaidMail } from './renewal-mails.js';

export interface RenewalMailDeps {
  readonly accounts: Accounts;
  readonly mailer: Mailer;
  readonly publicUrl: string | undefined;
}

/**
 * Mails the account that a renewal's charge failed: when it is tried again (`retryAt`), or that the plan has ended
 * when there is no retry left. Called after the failure's event is recorded, whoever ran the charge (our renewals job,
 * or the provider's own schedule), so each mail goes out at most once.
 */
export async function mailRenewalFailure(
  deps: RenewalMailDeps,
  failure: { readonly userId: string; readonly subscription: Subscription; readonly amount: number; readonly retryAt: Date | null },
): Promise<void> {
  const { state: account } = await deps.accounts.load(failure.userId);
  if (!account.email) return;
  const facts = {
    to: account.email,
    language: account.preferredLanguage,
    tier: failure.subscription.tier,
    amount: failure.amount,
    currency: failure.subscription.currency,
    last4: failure.subscription.paymentMethod.last4,
    billingUrl: `${deps.publicUrl?.replace(/\/$/, '') ?? ''}/billing`,
  };
  await deps.mailer.send(failure.retryAt ? renewalFailedMail({ ...facts, retryAt: failure.retryAt }) : subscriptionEndedUnpaidMail(facts));
}
