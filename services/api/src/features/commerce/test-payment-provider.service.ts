import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { testCards } from '@pathwise/contracts';
import { z } from 'zod';
import { checkoutSessionNotFound, webhookRefused } from './commerce.errors.js';
import { shareOf } from './order-pricing.rules.js';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentProvider,
  ProviderEvent,
  RefundRequest,
  SavedMethodChargeOutcome,
  SavedMethodChargeRequest,
  SavedMethodCheckoutRequest,
  SavedMethodEvent,
  SavedMethod,
  SavedMethodPayments,
} from './payment-provider.js';
import { testCardIsSaved, testCardOffSessionCharge, testCardOutcome, type TestCardOutcome } from './test-cards.rules.js';

/** A checkout as the test provider keeps it: inside its signed session id, so it holds no state of its own. */
const OrderSession = z.object({
  orderId: z.string(),
  courseId: z.string(),
  amount: z.number().int(),
  currency: z.enum(['USD', 'EUR', 'GBP']),
  successPath: z.string(),
  cancelPath: z.string(),
});
/** A checkout that saves the card for later charges, taking `amount` now (nothing when it is 0). */
const SavedMethodSession = z.object({
  kind: z.literal('saved_method'),
  reference: z.string(),
  customerReference: z.string(),
  amount: z.number().int(),
  currency: z.enum(['USD', 'EUR', 'GBP']),
  successPath: z.string(),
  cancelPath: z.string(),
});
const Session = z.union([SavedMethodSession, OrderSession]);
export type TestCheckoutSession = z.infer<typeof Session> & { readonly sessionId: string };

/** A saved-method checkout's notification, as the test provider posts it to our webhook. */
const SavedMethodDelivery = z.object({
  id: z.string().min(1).max(200),
  type: z.literal('payment_method.saved'),
  data: z.object({
    reference: z.string(),
    customerId: z.string(),
    paymentMethod: z.object({ id: z.string(), brand: z.string(), last4: z.string() }),
    paymentId: z.string().nullable(),
  }),
});
type SavedMethodDelivery = z.infer<typeof SavedMethodDelivery>;

/** A delivery as the test provider posts it to our webhook, shaped like Stripe's events. */
const Delivery = z.discriminatedUnion('type', [
  z.object({
    id: z.string().min(1).max(200),
    type: z.literal('payment.succeeded'),
    data: z.object({ orderId: z.string(), paymentId: z.string().min(1).max(200), processingFee: z.number().int().min(0) }),
  }),
  z.object({
    id: z.string().min(1).max(200),
    type: z.literal('payment.declined'),
    data: z.object({ orderId: z.string(), reason: z.enum(['card_declined', 'confirmation_failed']) }),
  }),
]);
type Delivery = z.infer<typeof Delivery>;

/** The header the test provider's deliveries carry their signature in. */
export const SIGNATURE_HEADER = 'pathwise-signature';

/** Posts a signed delivery to the webhook, as the provider's servers would over HTTP. */
export type DeliverWebhook = (rawBody: Buffer, signature: string) => Promise<unknown>;

/** What the test provider keeps for taking a payment, as a card processor would: 2.9 % plus 30 minor units. */
export const testProcessingFee = (amount: number): number => Math.min(amount, shareOf(amount, 290) + 30);

const base64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

/**
 * The built-in payment provider of a fresh machine: our own checkout page with test cards, no account anywhere. It
 * behaves as a hosted provider does: the checkout is its own, and the outcome reaches the order only as a signed
 * webhook delivery carrying an event id of its own, which may be posted again.
 */
export class TestPaymentProvider implements PaymentProvider, SavedMethodPayments {
  readonly name = 'test' as const;
  readonly #key: Buffer;

  constructor(
    /** Signs sessions and deliveries; derived from the server's secret, so it never leaves the server. */
    secret: string,
    private readonly deliver: DeliverWebhook,
  ) {
    this.#key = createHmac('sha256', secret).update('pathwise test payment provider').digest();
  }

  #sign(payload: Buffer | string): string {
    return createHmac('sha256', this.#key).update(payload).digest('base64url');
  }

  #holds(payload: Buffer | string, signature: string | undefined): boolean {
    const expected = Buffer.from(this.#sign(payload));
    const given = Buffer.from(signature ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const { orderId, courseId, amount, currency, successPath, cancelPath } = request;
    const payload = base64url(JSON.stringify({ orderId, courseId, amount, currency, successPath, cancelPath }));
    const sessionId = `${payload}.${this.#sign(payload)}`;
    return { sessionId, checkoutUrl: `/checkout/test/${sessionId}` };
  }

  /** The checkout a session id names; a forged or altered id names none. */
  session(sessionId: string): TestCheckoutSession {
    const [payload = '', signature] = sessionId.split('.');
    if (!this.#holds(payload, signature)) throw checkoutSessionNotFound();
    // Signed by us, so it parses; checked all the same, as a key shared by two versions of the server might not.
    const parsed = Session.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!parsed.success) throw checkoutSessionNotFound();
    return { ...parsed.data, sessionId };
  }

  async startSavedMethodCheckout(request: SavedMethodCheckoutRequest): Promise<CheckoutSession> {
    const { reference, customerReference, amount, currency, successPath, cancelPath } = request;
    const payload = base64url(JSON.stringify({ kind: 'saved_method', reference, customerReference, amount, currency, successPath, cancelPath }));
    const sessionId = `${payload}.${this.#sign(payload)}`;
    return { sessionId, checkoutUrl: `/checkout/test/${sessionId}` };
  }

  /** A saved card's id carries the card itself, signed, so that the provider keeps no state and the id cannot be made up. */
  #paymentMethodId(cardNumber: string): string {
    return `pm_test_${base64url(cardNumber)}.${this.#sign(`pm:${cardNumber}`)}`;
  }

  #cardOf(paymentMethodId: string): string | null {
    const [payload = '', signature] = paymentMethodId.replace(/^pm_test_/, '').split('.');
    const cardNumber = Buffer.from(payload, 'base64url').toString('utf8');
    return this.#holds(`pm:${cardNumber}`, signature) ? cardNumber : null;
  }

  /** Saves the card (and takes the amount due now) at a saved-method checkout, then notifies our webhook. */
  async #saveCard(session: z.infer<typeof SavedMethodSession>, cardNumber: string): Promise<TestCardOutcome> {
    // 0341 is saved, but a checkout that also takes a payment fails at once, as Stripe's does.
    const saved = testCardIsSaved(cardNumber) && !(session.amount > 0 && cardNumber === testCards.savedThenFails);
    if (!saved) return 'declined';
    const delivery: SavedMethodDelivery = {
      id: `evt_test_${randomUUID()}`,
      type: 'payment_method.saved',
      data: {
        reference: session.reference,
        customerId: `cus_test_${session.customerReference}`,
        paymentMethod: { id: this.#paymentMethodId(cardNumber), brand: 'visa', last4: cardNumber.slice(-4) },
        paymentId: session.amount > 0 ? `pay_test_${randomUUID()}` : null,
      },
    };
    await this.deliver(...this.signedDelivery(delivery));
    return 'succeeded';
  }

  readSavedMethodWebhook(rawBody: Buffer, signature: string | undefined): SavedMethodEvent | null {
    if (!this.#holds(rawBody, signature)) throw webhookRefused(SIGNATURE_HEADER, 'the signature does not match');
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw webhookRefused(SIGNATURE_HEADER, 'the body is not JSON');
    }
    const parsed = SavedMethodDelivery.safeParse(json);
    if (!parsed.success) return null;
    const { id, data } = parsed.data;
    return { id, reference: data.reference, customerId: data.customerId, paymentMethod: data.paymentMethod, paymentId: data.paymentId };
  }

  /** A test card as a saved-method checkout saves it: what the demo world's subscription was paid with. */
  savedTestCard(cardNumber: string): SavedMethod {
    return { id: this.#paymentMethodId(cardNumber), brand: 'visa', last4: cardNumber.slice(-4) };
  }

  /** Charges a saved card as a renewal does; the same idempotency key always gives the same payment id. */
  async chargeSavedMethod(request: SavedMethodChargeRequest): Promise<SavedMethodChargeOutcome> {
    const cardNumber = this.#cardOf(request.paymentMethodId);
    if (cardNumber === null) return { kind: 'failed', reason: 'payment_method_unknown' };
    const outcome = testCardOffSessionCharge(cardNumber);
    if (outcome !== 'succeeded') return { kind: 'failed', reason: outcome };
    return { kind: 'succeeded', paymentId: `pay_test_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}` };
  }

  /** Takes a card at one step of the checkout and tells our webhook what came of it, as the provider's servers do. */
  async charge(sessionId: string, cardNumber: string, step: 'pay' | 'confirm', approved = true): Promise<TestCardOutcome> {
    const session = this.session(sessionId);
    if ('kind' in session) {
      if (!approved) return 'declined';
      if (step === 'pay' && testCardOutcome(cardNumber, step) === 'requires_confirmation') return 'requires_confirmation';
      return this.#saveCard(session, cardNumber);
    }
    const outcome = approved ? testCardOutcome(cardNumber, step) : 'declined';
    if (outcome === 'requires_confirmation') return outcome;
    const delivery: Delivery =
      outcome === 'succeeded'
        ? { id: `evt_test_${randomUUID()}`, type: 'payment.succeeded', data: { orderId: session.orderId, paymentId: `pay_test_${randomUUID()}`, processingFee: testProcessingFee(session.amount) } }
        : { id: `evt_test_${randomUUID()}`, type: 'payment.declined', data: { orderId: session.orderId, reason: approved ? 'card_declined' : 'confirmation_failed' } };
    await this.deliver(...this.signedDelivery(delivery));
    return outcome;
  }

  /** A delivery's bytes and signature, as posted to the webhook: what a redelivery posts again. */
  signedDelivery(delivery: Delivery | SavedMethodDelivery): [Buffer, string] {
    const rawBody = Buffer.from(JSON.stringify(delivery));
    return [rawBody, this.#sign(rawBody)];
  }

  /**
   * Refunds are always granted here. The refund id is derived from the order under the provider's key, so the
   * provider keeps no state and still answers a repeated refund of an order with the same id, as Stripe does for a
   * repeated idempotency key.
   */
  async refundPayment(request: RefundRequest): Promise<{ refundId: string }> {
    return { refundId: `re_test_${this.#sign(`refund:${request.orderId}`).slice(0, 24)}` };
  }

  async readWebhook(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent | null> {
    if (!this.#holds(rawBody, signature)) throw webhookRefused(SIGNATURE_HEADER, 'the signature does not match');
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw webhookRefused(SIGNATURE_HEADER, 'the body is not JSON');
    }
    const parsed = Delivery.safeParse(json);
    if (!parsed.success) return null;
    const { id, data } = parsed.data;
    return parsed.data.type === 'payment.succeeded'
      ? { id, orderId: data.orderId, outcome: { kind: 'succeeded', paymentId: parsed.data.data.paymentId, processingFee: parsed.data.data.processingFee } }
      : { id, orderId: data.orderId, outcome: { kind: 'declined', reason: parsed.data.data.reason } };
  }
}
