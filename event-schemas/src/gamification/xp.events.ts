import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';

/** Why XP was given; each names the learning it rewards, never a bare click. */
export const xpSources = ['lesson_completed', 'quiz_passed', 'mastery_gained', 'course_completed', 'streak_kept', 'achievement_unlocked', 'level_up_bonus'] as const;
export type XpSource = (typeof xpSources)[number];

/**
 * XP given to a learner by the gamification reactor, in the learner's `stats-<learnerId>` stream. The event id is
 * derived from the source event, so a replayed reactor awards nothing twice. Leaderboards sum these.
 */
export const XpAwarded = defineEvent({
  type: 'XpAwarded',
  schema: z.object({
    learnerId: EntityId,
    /** The course the learning happened in; null for XP not tied to a course (streaks, achievements, level-ups). */
    courseId: EntityId.nullable(),
    xp: z.number().int().min(0).max(10_000),
    source: z.enum(xpSources),
    /** The event that earned it. */
    sourceEventId: z.string().min(1).max(200),
    /** The learner's local calendar day of the learning (YYYY-MM-DD), for streaks and weekly boards. */
    localDay: z.iso.date(),
  }),
});

export const xpEvents = [XpAwarded] as const;
