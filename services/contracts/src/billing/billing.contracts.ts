import { subscriptionTiers, trialTiers } from '@pathwise/event-schemas';
import { z } from 'zod';

export const StartTrialRequest = z.object({ tier: z.enum(trialTiers) }).strict();
export type StartTrialRequest = z.infer<typeof StartTrialRequest>;

/** The signed-in account's plan with Pathwise, as /billing shows it. */
export const BillingResponse = z.object({
  tier: z.enum(subscriptionTiers),
  /** The account's one free trial, running or over; null before it starts one. */
  trial: z
    .object({
      tier: z.enum(trialTiers),
      startedAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
      /** Whole days left, a part day counting as one; 0 once over. */
      daysLeft: z.number().int().min(0),
      ended: z.boolean(),
    })
    .nullable(),
  /** Whether the account may still start a trial: once per account, from the free plan. */
  trialAvailable: z.boolean(),
});
export type BillingResponse = z.infer<typeof BillingResponse>;
