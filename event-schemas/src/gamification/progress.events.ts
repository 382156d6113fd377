import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';

/** A level reached by XP; the level-up bonus comes as its own XpAwarded (source level_up_bonus). */
export const LevelReached = defineEvent({
  type: 'LevelReached',
  schema: z.object({
    learnerId: EntityId,
    level: z.number().int().min(2).max(10_000),
    /** The learner's total XP when the level was reached, before its bonus. */
    xp: z.number().int().min(0),
    sourceEventId: z.string().min(1).max(200),
  }),
});

/**
 * The learner learned on a new local day (their device's calendar): the streak is the run of consecutive days
 * ending at `localDay`, 1 when a day was missed.
 */
export const StreakUpdated = defineEvent({
  type: 'StreakUpdated',
  schema: z.object({
    learnerId: EntityId,
    localDay: z.iso.date(),
    streakDays: z.number().int().min(1),
    /** The device's offset from UTC in minutes when it happened, to place server-timed events on the same calendar. */
    utcOffsetMinutes: z.number().int().min(-24 * 60).max(24 * 60),
    sourceEventId: z.string().min(1).max(200),
  }),
});

export const progressEvents = [LevelReached, StreakUpdated] as const;
