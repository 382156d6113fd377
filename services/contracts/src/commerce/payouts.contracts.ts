import { EntityId as Id, currencies } from '@pathwise/event-schemas';
import { z } from 'zod';

/** Naming the bank account earnings are paid to, with the built-in provider: as people write it, spaces allowed. */
export const PayoutAccountRequest = z
  .object({
    holderName: z.string().trim().min(1, 'Enter the account holder’s name').max(140),
    iban: z
      .string()
      .max(50)
      .regex(/^[A-Za-z]{2}\s*\d{2}[A-Za-z0-9 ]{11,44}$/, 'Enter an IBAN: two letters, two check digits, then the account')
      .transform((written) => written.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'Enter an IBAN: two letters, two check digits, then the account')),
  })
  .strict();
export type PayoutAccountRequest = z.input<typeof PayoutAccountRequest>;

export const PayoutAccount = z.object({
  provider: z.string(),
  ibanLast4: z.string(),
  country: z.string(),
  connectedAt: z.string(),
});
export type PayoutAccount = z.infer<typeof PayoutAccount>;

/** One currency of a creator's earnings: what the next payout would pay, what waits out the refund window, what was paid. */
export const PayoutBalance = z.object({
  currency: z.enum(currencies),
  available: z.number().int(),
  inRefundWindow: z.number().int(),
  paidOut: z.number().int(),
});
export type PayoutBalance = z.infer<typeof PayoutBalance>;

export const Payout = z.object({
  payoutId: z.string(),
  month: z.string(),
  currency: z.enum(currencies),
  amount: z.number().int(),
  cutoff: z.string(),
  paidAt: z.string(),
  /** The Stripe transfer that sent it to the creator's Stripe account; null when it was paid to their bank account. */
  transferId: z.string().nullable(),
});
export type Payout = z.infer<typeof Payout>;

/** Where a creator's Stripe connected account stands: only an active one is paid its sales directly. */
export const connectedAccountStatuses = ['needs_information', 'pending', 'active'] as const;
export const ConnectedAccountStatus = z.enum(connectedAccountStatuses);
export type ConnectedAccountStatus = z.infer<typeof ConnectedAccountStatus>;

/** Stripe Connect on /connect: the creator's connected account, or null before they connect one. */
export const StripeConnectOverview = z.object({
  account: z
    .object({
      accountId: z.string(),
      status: ConnectedAccountStatus,
      chargesEnabled: z.boolean(),
      payoutsEnabled: z.boolean(),
      /** Stripe asks for more information: onboarding should be continued, even while the account is active. */
      requirementsDue: z.boolean(),
    })
    .nullable(),
});
export type StripeConnectOverview = z.infer<typeof StripeConnectOverview>;

/** Where Stripe's onboarding for the creator's connected account goes on: a link valid for a few minutes, used once. */
export const StripeOnboardingLinkResponse = z.object({ url: z.url() });
export type StripeOnboardingLinkResponse = z.infer<typeof StripeOnboardingLinkResponse>;

/** The /connect page: the payout account, the balances, the payouts made, and when the next one is due. */
export const PayoutsOverviewResponse = z.object({
  /** Stripe Connect, when Stripe takes this server's payments; null (or absent) with the built-in provider. */
  stripeConnect: StripeConnectOverview.nullable().optional(),
  account: PayoutAccount.nullable(),
  balances: z.array(PayoutBalance),
  payouts: z.array(Payout),
  refundWindowDays: z.number().int(),
  nextPayoutOn: z.string(),
});
export type PayoutsOverviewResponse = z.infer<typeof PayoutsOverviewResponse>;

export const PayoutParams = z.object({ payoutId: Id }).strict();
