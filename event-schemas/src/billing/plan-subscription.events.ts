import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';

/** The plans that have a free trial; the free plan has nothing to try. */
export const trialTiers = ['pro', 'pro_plus'] as const;
export type TrialTier = (typeof trialTiers)[number];

/** A free trial of a paid plan, started without a card; an account has one, ever. */
export const TrialStarted = defineEvent({
  type: 'TrialStarted',
  schema: z.object({
    userId: EntityId,
    tier: z.enum(trialTiers),
    startedAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
  }),
});

/** The mail a few days before a trial ends went out (recorded first, so it goes out at most once). */
export const TrialEndingReminded = defineEvent({
  type: 'TrialEndingReminded',
  schema: z.object({ userId: EntityId, tier: z.enum(trialTiers), endsAt: z.iso.datetime() }),
});

/** The trial's time is up: without a subscription the account is back on the free plan. */
export const TrialEnded = defineEvent({
  type: 'TrialEnded',
  schema: z.object({
    userId: EntityId,
    tier: z.enum(trialTiers),
    endedAt: z.iso.datetime(),
    /** What the account is on after it. */
    outcome: z.enum(['returned_to_free']),
  }),
});

export const planSubscriptionEvents = [TrialStarted, TrialEndingReminded, TrialEnded] as const;
