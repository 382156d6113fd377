import { CouponCode, EntityId as Id, currencies, orderDeclineReasons, refundReasons } from '@pathwise/event-schemas';
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

export const orderStatuses = ['awaiting_payment', 'declined', 'paid', 'refunded'] as const;
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
  /** Saved by a checkout that charges nothing now (a trial converting), then every charge of it fails, as Stripe's 0341. */
  savedThenFails: '4000000000000341',
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
  /** The order paid for, or the reference of a plan's checkout. */
  orderId: z.string(),
  /** The course bought; null for a checkout that saves a card for a plan. */
  courseId: z.string().nullable(),
  /** True when the checkout saves the card for later charges (a plan's renewals). */
  savesPaymentMethod: z.boolean().default(false),
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

/** Asking for a refund: an optional word on why, for the people who handle it; the amount is always the whole order. */
export const RefundOrderRequest = z
  .object({
    reason: z.string().trim().min(1, 'Write a reason, or leave it out').max(500, 'At most 500 characters').optional(),
  })
  .strict();
export type RefundOrderRequest = z.input<typeof RefundOrderRequest>;

export const RefundOrderResponse = z.object({
  orderId: z.string(),
  status: z.literal('refunded'),
  refundId: z.string(),
  /** False when the order had been refunded already: nothing was paid back twice. */
  changed: z.boolean(),
});
export type RefundOrderResponse = z.infer<typeof RefundOrderResponse>;

/** Why a learner may no longer ask for their money back, when they may not. */
export const refundRefusals = ['window_closed', 'too_much_finished'] as const;

/** One of a buyer's purchases, with whether they may still ask for a refund and until when. */
export const Purchase = z.object({
  orderId: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  status: z.enum(['paid', 'refunded']),
  amounts: z.object({ currency: z.enum(currencies), total: z.number().int() }),
  paidAt: z.string(),
  refundedAt: z.string().nullable(),
  refundReason: z.enum(refundReasons).nullable(),
  refund: z.object({
    /** Whether the learner may ask for a refund now. */
    eligible: z.boolean(),
    /** The end of the refund window. */
    until: z.string(),
    because: z.enum(refundRefusals).nullable(),
    lessonsCompleted: z.number().int(),
    lessonCount: z.number().int(),
  }),
});
export type Purchase = z.infer<typeof Purchase>;

export const PurchasesResponse = z.object({
  purchases: z.array(Purchase),
  /** The policy the learner was shown before buying. */
  policy: z.object({ windowDays: z.number().int(), maxLessonsFinishedPercent: z.number().int() }),
});
export type PurchasesResponse = z.infer<typeof PurchasesResponse>;
