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
  /**
   * A destination charge (Stripe Connect): the payment goes to the creator's connected account, less `applicationFee`,
   * which the platform keeps. Absent: the platform takes the whole payment and holds the creator's earnings.
   */
  readonly destination?: { readonly accountId: string; readonly applicationFee: number };
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
  /** The payment was a destination charge: take its transfer back from the creator's account, and the fee back to it. */
  readonly reverseTransfer?: boolean;
}

/** What a payment came to, as the provider reports it. */
export type PaymentOutcome =
  | {
      readonly kind: 'succeeded';
      readonly paymentId: string;
      readonly processingFee: number;
      /** What the provider moved to the creator's connected account at the sale (a destination charge). */
      readonly transfer?: { readonly destination: string; readonly amount: number };
    }
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

/**
 * A checkout that saves the buyer's payment method for later charges (a plan's renewals), taking `amount` now when it
 * is above zero. Stripe: a Checkout Session in `payment` mode with `setup_future_usage: off_session`, or in `setup`
 * mode for nothing now, on the customer `customerReference` names.
 */
export interface SavedMethodCheckoutRequest {
  /** Our reference of what is bought (a plan checkout's id), returned with the notification. */
  readonly reference: string;
  /** Our account the provider's customer stands for. */
  readonly customerReference: string;
  readonly description: string;
  readonly amount: number;
  readonly currency: 'USD' | 'EUR' | 'GBP';
  readonly successPath: string;
  readonly cancelPath: string;
}

/** A payment method as the provider saved it: its id to charge, and what a person recognises it by. */
export interface SavedMethod {
  readonly id: string;
  readonly brand: string;
  readonly last4: string;
}

/** The provider's notification that a saved-method checkout completed. */
export interface SavedMethodEvent {
  /** The provider's event id: the idempotency key, the same on every redelivery. */
  readonly id: string;
  readonly reference: string;
  readonly customerId: string;
  readonly paymentMethod: SavedMethod;
  /** The payment taken at the checkout; null when nothing was due then. */
  readonly paymentId: string | null;
}

/** A charge of a saved method, off session (nobody at the keyboard): a renewal, a proration. */
export interface SavedMethodChargeRequest {
  readonly customerId: string;
  readonly paymentMethodId: string;
  readonly amount: number;
  readonly currency: 'USD' | 'EUR' | 'GBP';
  readonly description: string;
  /** The same key gives the same charge: a retried call never charges twice (Stripe's Idempotency-Key). */
  readonly idempotencyKey: string;
}

export type SavedMethodChargeOutcome = { readonly kind: 'succeeded'; readonly paymentId: string } | { readonly kind: 'failed'; readonly reason: string };

/**
 * What recurring billing needs of a provider, beside `PaymentProvider`: a checkout that saves a payment method, a
 * verified reading of its notification, and an off-session charge of the saved method. A Stripe adapter implements
 * the charge as a PaymentIntent confirmed off session, answering synchronously as Stripe does.
 */
export interface SavedMethodPayments {
  startSavedMethodCheckout(request: SavedMethodCheckoutRequest): Promise<CheckoutSession>;
  /** Verifies and reads a delivery; null for one that is not about a saved-method checkout. */
  readSavedMethodWebhook(rawBody: Buffer, signature: string | undefined): SavedMethodEvent | null;
  chargeSavedMethod(request: SavedMethodChargeRequest): Promise<SavedMethodChargeOutcome>;
}
