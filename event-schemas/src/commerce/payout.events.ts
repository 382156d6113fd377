import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { streamId } from '../kernel/stream-id.js';
import { currencies } from '../courses/course-options.js';

/** One stream per creator for being paid: `payouts-<creatorId>`, the payout account and every payout made to it. */
export const creatorPayoutsStreamId = (creatorId: string): string => streamId('payouts', creatorId);

/**
 * A creator named the bank account their earnings are paid to (with the built-in provider; Stripe keeps its
 * connected accounts' details itself). The holder's name and the IBAN are personal data, sealed in the vault: a
 * forgotten creator's account number is gone from the log. The last four characters stay in clear for display.
 */
export const PayoutAccountConnected = defineEvent({
  type: 'PayoutAccountConnected',
  schema: z.object({
    creatorId: EntityId,
    provider: z.literal('test'),
    holderName: z.string().min(1).max(140),
    iban: z.string().min(15).max(34),
    ibanLast4: z.string().length(4),
    /** The bank's country, the IBAN's first two letters. */
    country: z.string().length(2),
  }),
  personalData: { subjectField: 'creatorId', fields: ['holderName', 'iban'] },
});

/**
 * A month's payout: the creator's earnings in one currency that were past the refund window at `cutoff` and not paid
 * before. Its id is derived from creator, month and currency, so a payout run repeated pays nothing twice.
 */
export const PayoutPaid = defineEvent({
  type: 'PayoutPaid',
  schema: z.object({
    payoutId: EntityId,
    creatorId: EntityId,
    /** The month paid for, `YYYY-MM`. */
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    currency: z.enum(currencies),
    /** Minor units, more than zero. */
    amount: z.number().int().min(1),
    /** Earnings posted before this moment were counted; later ones were still inside the refund window. */
    cutoff: z.iso.datetime(),
    /**
     * Stripe Connect: the payout was sent to the creator's connected account as this Stripe transfer, which Stripe then
     * pays out to their bank. Absent: it was paid to the bank account named with the built-in provider.
     */
    transfer: z.object({ provider: z.literal('stripe'), transferId: z.string().min(1).max(200), destination: z.string().min(1).max(200) }).optional(),
    /** When it was paid, where that is not when it was recorded (the demo world's past payout); absent, the record's moment stands. */
    paidAt: z.iso.datetime().optional(),
  }),
});

/**
 * A Stripe Connect Express account was opened for the creator, to which Stripe pays their share of each sale itself
 * (destination charges). One per creator: it is created under an idempotency key of the creator, and the first one
 * recorded is the creator's. Stripe keeps the person's and the bank's details; only the account's id is kept here.
 */
export const ConnectedAccountCreated = defineEvent({
  type: 'ConnectedAccountCreated',
  schema: z.object({
    creatorId: EntityId,
    provider: z.literal('stripe'),
    /** Stripe's id of the connected account, `acct_…`. */
    accountId: z.string().min(1).max(200),
  }),
});

/**
 * What Stripe said of the connected account when it last changed: whether it may take charges and be paid out,
 * whether onboarding was finished, and whether Stripe asks for more information. Recorded on the creator's return
 * from onboarding and on Stripe's `account.updated`, each time it differs from what was recorded before.
 */
export const ConnectedAccountUpdated = defineEvent({
  type: 'ConnectedAccountUpdated',
  schema: z.object({
    creatorId: EntityId,
    accountId: z.string().min(1).max(200),
    chargesEnabled: z.boolean(),
    payoutsEnabled: z.boolean(),
    detailsSubmitted: z.boolean(),
    /** Stripe lists requirements currently or past due: the creator must go back to onboarding. */
    requirementsDue: z.boolean(),
  }),
});

export const payoutEvents = [PayoutAccountConnected, PayoutPaid, ConnectedAccountCreated, ConnectedAccountUpdated] as const;
