import type Stripe from 'stripe';
import { webhookRefused } from './commerce.errors.js';
import type { ConnectedAccountFlags } from './connected-account-status.rules.js';
import type { PayoutTransfer, PayoutTransferRequest, PayoutTransfers } from './payout-transfers.js';
import { clientOf, idOf, STRIPE_SIGNATURE_HEADER, type StripeSettings } from './stripe-payment-provider.service.js';

/** Stripe Connect's settings beside the payment provider's: the Connect webhook endpoint has a signing secret of its own. */
export interface StripeConnectSettings extends StripeSettings {
  /** The signing secret of the endpoint that listens to events on connected accounts (whsec_…); null when none is set up. */
  readonly connectWebhookSecret: string | null;
}

/** A connected account as Stripe describes it now, read into what the payout stream records. */
export type ConnectedAccountReading = { readonly accountId: string; readonly creatorId: string | null } & ConnectedAccountFlags;

/** A verified `account.updated` delivery: which account changed (Stripe is asked what it says now). */
export interface ConnectedAccountChange {
  readonly eventId: string;
  readonly accountId: string;
}

const readingOf = (account: Stripe.Account): ConnectedAccountReading => ({
  accountId: account.id,
  creatorId: account.metadata?.['creatorId'] ?? null,
  chargesEnabled: account.charges_enabled ?? false,
  payoutsEnabled: account.payouts_enabled ?? false,
  detailsSubmitted: account.details_submitted ?? false,
  requirementsDue: (account.requirements?.currently_due?.length ?? 0) + (account.requirements?.past_due?.length ?? 0) > 0,
});

/**
 * Stripe Connect Express for creators: an Express connected account per creator, Stripe's hosted onboarding through
 * Account Links, the account's state read from Stripe, and the monthly payouts of held earnings as transfers to it. Stripe keeps the person's identity and bank details; we
 * keep the account's id and whether it may take charges and be paid out.
 */
export class StripeConnect implements PayoutTransfers {
  readonly #stripe: Stripe;

  constructor(private readonly settings: StripeConnectSettings) {
    this.#stripe = clientOf(settings);
  }

  /**
   * Opens the creator's Express account. Keyed by the creator, so a double click or two tabs get Stripe's same account
   * (Stripe answers a repeated idempotency key with its first answer for 24 hours; the payout stream keeps the first
   * one recorded after that).
   */
  async createAccount(creatorId: string): Promise<string> {
    const account = await this.#stripe.accounts.create(
      {
        type: 'express',
        metadata: { creatorId },
        // Destination charges need the transfers capability; card payments lets the account be the business of record.
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      },
      { idempotencyKey: `connect-account-${creatorId}` },
    );
    return account.id;
  }

  /** A one-time link into Stripe's hosted onboarding, which sends the creator back to /connect either way. */
  async onboardingLink(accountId: string): Promise<string> {
    const link = await this.#stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      // Stripe sends the creator to the refresh URL when the link expired or was used; /connect offers a fresh one.
      refresh_url: `${this.settings.publicUrl}/connect?onboarding=refresh`,
      return_url: `${this.settings.publicUrl}/connect?onboarding=return`,
    });
    return link.url;
  }

  /**
   * Sends a monthly payout of held earnings to the creator's connected account as a transfer from the platform's
   * balance. The payout's id is the idempotency key (and the transfer group, so Stripe's dashboard finds it), so a
   * retried run gets Stripe's same transfer, never a second one.
   */
  async sendPayout(request: PayoutTransferRequest): Promise<PayoutTransfer> {
    const { payoutId, creatorId, month, accountId, amount, currency } = request;
    const transfer = await this.#stripe.transfers.create(
      {
        amount,
        currency: currency.toLowerCase(),
        destination: accountId,
        transfer_group: payoutId,
        description: `Pathwise earnings for ${month}`,
        metadata: { payoutId, creatorId, month },
      },
      { idempotencyKey: payoutId },
    );
    return { transferId: transfer.id, destination: idOf(transfer.destination) ?? accountId, amount: transfer.amount };
  }

  async readAccount(accountId: string): Promise<ConnectedAccountReading> {
    return readingOf(await this.#stripe.accounts.retrieve(accountId));
  }

  /**
   * Verifies a delivery to the Connect endpoint over its raw bytes and reads which account changed; null for other
   * events. The delivery's own copy of the account is not trusted for its state: deliveries may come late or out of
   * order, so the caller reads the account from Stripe as it is now.
   */
  readWebhook(rawBody: Buffer, signature: string | undefined): ConnectedAccountChange | null {
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, signature ?? '', this.settings.connectWebhookSecret ?? '');
    } catch (error) {
      throw webhookRefused(STRIPE_SIGNATURE_HEADER, error instanceof Error ? error.message : 'the signature does not match');
    }
    if (event.type !== 'account.updated') return null;
    return { eventId: event.id, accountId: event.account ?? event.data.object.id };
  }
}
