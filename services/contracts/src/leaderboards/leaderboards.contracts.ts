import { EntityId, LeaderboardAppearance } from '@pathwise/event-schemas';
import { z } from 'zod';

export const leaderboardLimits = { limitMax: 100, limitDefault: 10 } as const;

/** An ISO 8601 week such as 2026-W48. */
export const IsoWeek = z.string().regex(/^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/, 'Expected an ISO week such as 2026-W48');

export const LeaderboardQuery = z
  .object({
    board: z.enum(['global', 'course', 'weekly']).default('global'),
    /** Required with board=course. */
    courseId: EntityId.optional(),
    /** With board=weekly; the current week (UTC) when absent. */
    week: IsoWeek.optional(),
    limit: z.coerce.number().int().min(1).max(leaderboardLimits.limitMax).default(leaderboardLimits.limitDefault),
  })
  .strict()
  .superRefine((query, context) => {
    if (query.board === 'course' && !query.courseId) context.addIssue({ code: 'custom', path: ['courseId'], message: 'Required with board=course' });
    if (query.board !== 'course' && query.courseId) context.addIssue({ code: 'custom', path: ['courseId'], message: 'Only with board=course' });
    if (query.board !== 'weekly' && query.week) context.addIssue({ code: 'custom', path: ['week'], message: 'Only with board=weekly' });
  });
export type LeaderboardQuery = z.input<typeof LeaderboardQuery>;

/**
 * One row of a board. `name` is the learner's generated alias unless they chose to show their display name
 * (`shownAs` says which); never an email.
 */
export const LeaderboardEntry = z.object({
  rank: z.number().int().min(1),
  userId: z.string(),
  name: z.string(),
  shownAs: LeaderboardAppearance,
  xp: z.number().int().min(0),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

export const LeaderboardResponse = z.object({
  board: z.enum(['global', 'course', 'weekly']),
  courseId: z.string().nullable(),
  week: IsoWeek.nullable(),
  /** False when the course's creator switched its board off: the board is then empty. */
  enabled: z.boolean(),
  /** Best first; ties go to whoever reached the score first. */
  leaderboard: z.array(LeaderboardEntry),
  /** How many learners the board shows in all. */
  total: z.number().int().min(0),
  /** The caller's own place; null when they are not on this board (no XP here, or opted out). */
  me: LeaderboardEntry.nullable(),
  /** Whether the caller appears on leaderboards: true unless they opted out. */
  participating: z.boolean(),
  /** How the caller appears there: their alias (the default) or their display name. */
  shownAs: LeaderboardAppearance,
  /** The caller's alias, the same on every board, whether or not they show it. */
  alias: z.string(),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponse>;

/** Either or both: leaving out one keeps it as it is. */
export const LeaderboardParticipationRequest = z
  .object({ participating: z.boolean().optional(), shownAs: LeaderboardAppearance.optional() })
  .strict()
  .refine((choice) => choice.participating !== undefined || choice.shownAs !== undefined, {
    message: 'Expected participating, shownAs or both',
    path: ['participating'],
  });
export type LeaderboardParticipationRequest = z.infer<typeof LeaderboardParticipationRequest>;

export const LeaderboardParticipationResponse = z.object({ participating: z.boolean(), shownAs: LeaderboardAppearance, changed: z.boolean() });
export type LeaderboardParticipationResponse = z.infer<typeof LeaderboardParticipationResponse>;

export const CourseLeaderboardRequest = z.object({ enabled: z.boolean() }).strict();
export type CourseLeaderboardRequest = z.infer<typeof CourseLeaderboardRequest>;

export const CourseLeaderboardResponse = z.object({ courseId: z.string(), enabled: z.boolean(), changed: z.boolean() });
export type CourseLeaderboardResponse = z.infer<typeof CourseLeaderboardResponse>;
