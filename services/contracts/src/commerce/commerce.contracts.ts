import { CouponCode, EntityId as Id, currencies, orderDeclineReasons } from '@pathwise/event-schemas';
import { z } from 'zod';

/** A buyer's country, ISO 3166-1 alpha-2, which chooses the tax rate. */
export const BillingCountry = z
  .string()
  .length(2)
  .regex(/^[A-Za-z]{2}$/, 'Expected a two-letter country code such as FR')
  .transform((code) => code.toUpperCase());

/** A coupon's code as a buyer types it: any case, spaces around it ignored. */
export const TypedCouponCode = z
  .string()
  .max(40)
  .transform((typed) => typed.trim().toUpperCase())
  .pipe(CouponCode);

export const PurchaseParams = z.object({ courseId: Id }).strict();
export const OrderParams = z.object({ orderId: Id }).strict();

export const PurchaseQuoteQuery = z.object({ country: BillingCountry.optional() }).strict();
export type PurchaseQuoteQuery = z.input<typeof PurchaseQuoteQuery>;

/**
 * Placing an order: the buyer's country at most. No amount is ever read from a client, as every figure of an order
 * comes from the course's price on the server; one sent anyway is refused by name, as any field a client may not send.
 */
export const PlaceOrderRequest = z.object({ country: BillingCountry.optional(), couponCode: TypedCouponCode.optional() }).strict();
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequest>;

/** Pricing an order before placing it: the buyer's country and the coupon they typed, both optional. */
export const PurchaseQuoteRequest = z.object({ country: BillingCountry.optional(), couponCode: TypedCouponCode.optional() }).strict();
export type PurchaseQuoteRequest = z.input<typeof PurchaseQuoteRequest>;

/** Every figure of an order, in integer minor units of its currency. */
export const OrderAmounts = z.object({
  currency: z.enum(currencies),
  subtotal: z.number().int(),
  /** What the coupon took off the price, before tax (0 or absent without one). */
  discount: z.number().int().optional(),
  /** The coupon the figures include, if any. */
  couponCode: z.string().nullable().optional(),
  taxRateBasisPoints: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
});
export type OrderAmounts = z.infer<typeof OrderAmounts>;

export const orderStatuses = ['awaiting_payment', 'declined', 'paid'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** What the purchase page shows before anything is bought: the course and what it would cost this buyer. */
export const PurchaseQuoteResponse = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  amounts: OrderAmounts,
  /** The countries the tax table lists, for the page's country choice; empty when no tax is configured. */
  taxCountries: z.array(z.string()),
  /** The buyer's order for this course, if one was placed. */
  order: z.object({ orderId: z.string(), status: z.enum(orderStatuses) }).nullable(),
  enrolled: z.boolean(),
});
export type PurchaseQuoteResponse = z.infer<typeof PurchaseQuoteResponse>;

export const PlaceOrderResponse = z.object({
  orderId: z.string(),
  status: z.enum(orderStatuses),
  /** Where to send the buyer to pay; null once the order is paid. */
  checkoutUrl: z.string().nullable(),
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponse>;

export const OrderResponse = z.object({
  orderId: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  status: z.enum(orderStatuses),
  declineReason: z.enum(orderDeclineReasons).nullable(),
  amounts: OrderAmounts,
  /** The enrolment follows the payment through a reactor: the success page waits for this. */
  enrolled: z.boolean(),
});
export type OrderResponse = z.infer<typeof OrderResponse>;

/** The built-in test provider's cards: what each number does. */
export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  needsConfirmation: '4000002760003184',
} as const;

export const TestCheckoutParams = z.object({ sessionId: z.string().min(1).max(600).regex(/^[A-Za-z0-9_.-]+$/, 'Expected a checkout session id') }).strict();

export const TestCardRequest = z
  .object({
    /** 12 to 19 digits, grouped by spaces or dashes as people type them; read as the digits alone. */
    cardNumber: z
      .string()
      .regex(/^\d(?:[ -]?\d){11,18}$/, 'Expected a card number of 12 to 19 digits')
      .transform((value) => value.replace(/[ -]/g, '')),
  })
  .strict();
export type TestCardRequest = z.input<typeof TestCardRequest>;

export const TestCheckoutSessionResponse = z.object({
  sessionId: z.string(),
  orderId: z.string(),
  courseId: z.string(),
  amount: z.number().int(),
  currency: z.enum(currencies),
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type TestCheckoutSessionResponse = z.infer<typeof TestCheckoutSessionResponse>;

export const testPaymentOutcomes = ['succeeded', 'declined', 'requires_confirmation'] as const;

export const TestPaymentResponse = z.object({
  outcome: z.enum(testPaymentOutcomes),
  /** Where to send the buyer next: the success page once paid; null while the buyer has a step left. */
  redirectUrl: z.string().nullable(),
});
export type TestPaymentResponse = z.infer<typeof TestPaymentResponse>;

/** What the webhook answers a provider: whether the delivery changed the order (false for a replay). */
export const PaymentWebhookResponse = z.object({ received: z.literal(true), changed: z.boolean() });

/** The confirmation step: the buyer approves the payment, or refuses it (which declines it). */
export const TestConfirmRequest = TestCardRequest.extend({ approve: z.boolean() }).strict();
export type TestConfirmRequest = z.input<typeof TestConfirmRequest>;
