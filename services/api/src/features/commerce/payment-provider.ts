import type { OrderDeclineReason, PaymentProviderName } from '@pathwise/event-schemas';

/** What commerce asks a provider to collect: amounts come from the order, never from the buyer's browser. */
export interface CheckoutRequest {
  readonly orderId: string;
  readonly courseId: string;
  readonly courseTitle: string;
  readonly amount: number;
  readonly currency: 'USD' | 'EUR' | 'GBP';
  /** Where the provider sends the buyer back: our success page (which waits for the webhook) and cancel page. */
  readonly successPath: string;
  readonly cancelPath: string;
}

/** Where the buyer pays: the provider's hosted page (Stripe Checkout), or our own for the test provider. */
export interface CheckoutSession {
  readonly sessionId: string;
  readonly checkoutUrl: string;
}

/** Paying an order back: the whole amount the buyer paid, in the order's currency. */
export interface RefundRequest {
  readonly orderId: string;
  readonly paymentId: string;
  readonly amount: number;
  readonly currency: 'USD' | 'EUR' | 'GBP';
}

/** What a payment came to, as the provider reports it. */
export type PaymentOutcome =
  | { readonly kind: 'succeeded'; readonly paymentId: string; readonly processingFee: number }
  | { readonly kind: 'declined'; readonly reason: OrderDeclineReason };

/** A provider's notification about one order, read from a verified delivery. */
export interface ProviderEvent {
  /** The provider's id of the event: the idempotency key, the same on every redelivery. */
  readonly id: string;
  /** Our order, as we handed it to the provider when the checkout started (Stripe's client_reference_id). */
  readonly orderId: string;
  readonly outcome: PaymentOutcome;
}

/**
 * A payment provider, one adapter each: the built-in test provider by default, Stripe at scale. Commerce only starts
 * a checkout and reads verified notifications; the outcome always reaches the order through a webhook delivery, never
 * through the buyer's return to our success page, which anyone can open.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  startCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verifies a delivery's signature over its raw bytes and reads it; null for a kind of event commerce does not act on.
   * Throws a `DomainError` (invalid: 400) when the signature does not hold, so a forged delivery changes nothing.
   */
  readWebhook(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent | null>;
  /**
   * Pays an order back in full. Idempotent by order: asked again for the same order (a retry after a crash between
   * the provider's answer and our append), it refunds nothing more and answers the same refund id. Stripe's adapter
   * sends the order id as the refund's idempotency key. Throws when the provider refuses.
   */
  refundPayment(request: RefundRequest): Promise<{ refundId: string }>;
}
