import Stripe from 'stripe';
import { webhookRefused } from './commerce.errors.js';
import { destinationChargeOf, transferOf } from './stripe-destination-charge.js';
import type { CheckoutRequest, CheckoutSession, PaymentOutcome, PaymentProvider, ProviderEvent, RefundRequest } from './payment-provider.js';

/** The header Stripe signs its webhook deliveries in. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

export interface StripeSettings {
  /** The account's secret API key (sk_live_… or sk_test_…). */
  readonly secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…), which Stripe shows once per endpoint. */
  readonly webhookSecret: string;
  /** Another API origin than Stripe's own: a local Stripe-compatible server in tests. */
  readonly apiUrl: string | null;
  /** Our own origin, which Stripe sends the buyer back to. */
  readonly publicUrl: string;
}

/** A Stripe client for these settings; the plan billing adapter beside this one uses it too. */
export const clientOf = (settings: StripeSettings): Stripe => {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    ...(api && { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'https:' ? 'https' : 'http' }),
  });
};

export const idOf = (value: string | { id: string } | null | undefined): string | null => (value === null || value === undefined ? null : typeof value === 'string' ? value : value.id);

/**
 * Stripe as the payment provider: a hosted Checkout Session per order, whose outcome reaches the order only through
 * a webhook verified by the official package. Our order id rides along as the session's `client_reference_id` and in
 * the payment intent's metadata, so a delivery about either names its order.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly #stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.#stripe = clientOf(settings);
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const { orderId, courseId, courseTitle, amount, currency, successPath, cancelPath } = request;
    const session = await this.#stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: orderId,
        metadata: { orderId, courseId },
        payment_intent_data: { metadata: { orderId, courseId }, ...destinationChargeOf(request) },
        line_items: [{ quantity: 1, price_data: { currency: currency.toLowerCase(), unit_amount: amount, product_data: { name: courseTitle } } }],
        success_url: `${this.settings.publicUrl}${successPath}`,
        cancel_url: `${this.settings.publicUrl}${cancelPath}`,
      },
      // A double-clicked "Buy" opens one session, not two: Stripe answers a repeated key with the first answer.
      { idempotencyKey: `checkout-${orderId}-${amount}-${currency}${request.destination ? `-${request.destination.accountId}` : ''}` },
    );
    if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`);
    return { sessionId: session.id, checkoutUrl: session.url };
  }

  /** The whole payment back, keyed by the order: a retry after a lost append gets Stripe's same refund, never a second. */
  async refundPayment(request: RefundRequest): Promise<{ refundId: string }> {
    const refund = await this.#stripe.refunds.create(
      {
        payment_intent: request.paymentId,
        amount: request.amount,
        metadata: { orderId: request.orderId },
        ...(request.reverseTransfer && { reverse_transfer: true, refund_application_fee: true }),
      },
      { idempotencyKey: `refund-${request.orderId}` },
    );
    return { refundId: refund.id };
  }

  async readWebhook(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent | null> {
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, signature ?? '', this.settings.webhookSecret);
    } catch (error) {
      throw webhookRefused(STRIPE_SIGNATURE_HEADER, error instanceof Error ? error.message : 'the signature does not match');
    }
    const outcome = await this.#outcomeOf(event);
    return outcome && { id: event.id, orderId: outcome.orderId, outcome: outcome.outcome };
  }

  async #outcomeOf(event: Stripe.Event): Promise<{ orderId: string; outcome: PaymentOutcome } | null> {
    // A plan's checkout (Stripe Billing) or a card saved for it names a plan checkout, not an order: the plan billing adapter reads it.
    if (event.type.startsWith('checkout.session.') && (event.data.object as Stripe.Checkout.Session).mode !== 'payment') return null;
    switch (event.type) {
      // A card pays at once; a bank debit reports later through the async events.
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const orderId = session.client_reference_id ?? session.metadata?.['orderId'];
        const paymentId = idOf(session.payment_intent);
        if (!orderId || !paymentId || session.payment_status !== 'paid') return null;
        return { orderId, outcome: { kind: 'succeeded', paymentId, ...(await this.#settlement(paymentId)) } };
      }
      case 'checkout.session.async_payment_failed': {
        const session = event.data.object;
        const orderId = session.client_reference_id ?? session.metadata?.['orderId'];
        return orderId ? { orderId, outcome: { kind: 'declined', reason: 'card_declined' } } : null;
      }
      case 'payment_intent.payment_failed': {
        const orderId = event.data.object.metadata['orderId'];
        const authentication = event.data.object.last_payment_error?.code === 'payment_intent_authentication_failure';
        return orderId ? { orderId, outcome: { kind: 'declined', reason: authentication ? 'confirmation_failed' : 'card_declined' } } : null;
      }
      default:
        return null;
    }
  }

  /**
   * What Stripe kept, read from the charge's balance transaction (the webhook's payload does not carry it), and what
   * a destination charge moved to the creator's connected account.
   */
  async #settlement(paymentIntentId: string): Promise<{ processingFee: number; transfer?: { destination: string; amount: number } }> {
    const intent = await this.#stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge.balance_transaction'] });
    const charge = intent.latest_charge;
    const transaction = charge && typeof charge !== 'string' ? charge.balance_transaction : null;
    const transfer = transferOf(intent);
    return { processingFee: transaction && typeof transaction !== 'string' ? transaction.fee : 0, ...(transfer && { transfer }) };
  }
}
