import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';

export const rewardTypes = ['points', 'badge', 'animation', 'message', 'unlock', 'surprise'] as const;
export type RewardType = (typeof rewardTypes)[number];
export const rewardRarities = ['common', 'rare', 'epic', 'legendary'] as const;
export type RewardRarity = (typeof rewardRarities)[number];
/** The learning that may give a reward. */
export const rewardTriggers = ['lesson_completed', 'quiz_passed', 'mastery_gained', 'course_completed', 'achievement_unlocked'] as const;
export type RewardTrigger = (typeof rewardTriggers)[number];

/**
 * A reward drawn for a trigger. The draw (seed and the numbers it gave) is stored with the outcome, so a replay of the
 * log shows the same rewards without drawing again, and anyone can check the outcome against the seed.
 */
export const RewardGranted = defineEvent({
  type: 'RewardGranted',
  schema: z.object({
    rewardId: z.uuid(),
    learnerId: EntityId,
    type: z.enum(rewardTypes),
    value: z.number().int().min(10).max(109),
    rarity: z.enum(rewardRarities),
    trigger: z.enum(rewardTriggers),
    /** The event that triggered the draw, and when it was recorded: the reward shows from then, none drawn meanwhile. */
    sourceEventId: z.string().min(1).max(200),
    triggeredAt: z.iso.datetime(),
    draw: z.object({
      seed: z.number().int().min(0).max(4_294_967_295),
      /** The generator's outputs in order: chance, type, value, rarity. */
      rolls: z.array(z.number().min(0).max(1)).length(4),
    }),
    /** How long the client shows it (the rarity's time, spec section 9). */
    displaySeconds: z.number().int().min(1).max(60),
  }),
});

/** The owner claimed a reward; a reward is claimed at most once. */
export const RewardClaimed = defineEvent({
  type: 'RewardClaimed',
  schema: z.object({ rewardId: z.uuid(), learnerId: EntityId }),
});

export const rewardEvents = [RewardGranted, RewardClaimed] as const;
