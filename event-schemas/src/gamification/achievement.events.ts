import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';

/**
 * What the reactor counts towards the creator and community achievements. Each count rises by one per cause, but
 * `revenue_cents`, which rises by a sale's earnings in minor units of the reporting currency.
 */
export const achievementMeasures = ['courses_published', 'students_enrolled', 'answers_accepted', 'perfect_ratings', 'sales', 'revenue_cents'] as const;
export type AchievementMeasure = (typeof achievementMeasures)[number];

/**
 * An achievement of the catalogue (services/contracts gamification) unlocked, in `stats-<learnerId>`. The reactor
 * appends it at most once per id: an id the learner already holds is ignored.
 */
export const AchievementUnlocked = defineEvent({
  type: 'AchievementUnlocked',
  schema: z.object({
    learnerId: EntityId,
    /** A catalogue id (`first-course`, `week-streak`, ...). */
    achievementId: z.string().min(1).max(60),
    /** The catalogue points, copied so that a later catalogue change does not rewrite history. */
    points: z.number().int().min(0).max(100_000),
    sourceEventId: z.string().min(1).max(200),
  }),
});

/**
 * One more of something an achievement counts (a course published, a student enrolled, an answer accepted, a
 * five-star rating of a course), with the
 * total so far. The log holds the tally so the reactor decides from the learner's stats stream alone.
 */
export const AchievementProgressed = defineEvent({
  type: 'AchievementProgressed',
  schema: z.object({
    learnerId: EntityId,
    measure: z.enum(achievementMeasures),
    /** The course, enrolment, post or rating counted, so that the same one is never counted twice. */
    subjectId: z.string().min(1).max(200),
    total: z.number().int().min(1),
    sourceEventId: z.string().min(1).max(200),
  }),
});

/**
 * The platform's early-adopter register, `stats-early-adopters`: its stream version is the number of accounts
 * counted, and it stops growing at the early-adopter limit.
 */
export const EarlyAdopterCounted = defineEvent({
  type: 'EarlyAdopterCounted',
  schema: z.object({ learnerId: EntityId, rank: z.number().int().min(1) }),
});

export const achievementEvents = [AchievementUnlocked, AchievementProgressed, EarlyAdopterCounted] as const;
