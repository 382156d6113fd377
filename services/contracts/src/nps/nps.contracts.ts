import { EntityId, NPS_COMMENT_MAX_LENGTH, roles, subscriptionTiers } from '@pathwise/event-schemas';
import { z } from 'zod';
import { SalesDay } from '../commerce/sales.contracts.js';

export { NPS_COMMENT_MAX_LENGTH };

export const npsAskReasons = ['after_certificate', 'after_14_days_of_use'] as const;
export const npsQuietReasons = ['answered_recently', 'dismissed_recently', 'too_early', 'role_not_asked'] as const;

/** Whether to ask the signed-in person "How likely are you to recommend Pathwise?" now, and why (or why not). */
export const MyNpsSurveyResponse = z.object({
  ask: z.boolean(),
  reason: z.enum([...npsAskReasons, ...npsQuietReasons]),
  /** When the survey may be shown again, when that is known; null while it is shown or for a role never asked. */
  askAgainAt: z.iso.datetime().nullable(),
});
export type MyNpsSurveyResponse = z.infer<typeof MyNpsSurveyResponse>;

export const GiveNpsResponseRequest = z
  .object({
    score: z.number('Expected a whole number from 0 to 10').int('Expected a whole number from 0 to 10').min(0, 'Expected a whole number from 0 to 10').max(10, 'Expected a whole number from 0 to 10'),
    comment: z.string().trim().max(NPS_COMMENT_MAX_LENGTH, `Keep the comment to ${NPS_COMMENT_MAX_LENGTH} characters`).optional(),
  })
  .strict();
export type GiveNpsResponseRequest = z.input<typeof GiveNpsResponseRequest>;

/** An answer or a dismissal: changed is false when it was already so (a retried request), and nothing was appended. */
export const NpsCommandResponse = z.object({ changed: z.boolean() });

/** Where the next page of comments starts: the last comment's time (ms since the epoch) and id. */
export const NpsCommentCursor = z
  .string()
  .regex(/^\d{1,15}\.[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'Expected a cursor from an earlier page')
  .transform((value) => {
    const dot = value.indexOf('.');
    return { answeredAt: new Date(Number(value.slice(0, dot))).toISOString(), responseId: value.slice(dot + 1) };
  });

export const encodeNpsCommentCursor = (cursor: { answeredAt: string; responseId: string }): string => `${Date.parse(cursor.answeredAt)}.${cursor.responseId}`;

export const NPS_COMMENTS_PAGE_SIZE_DEFAULT = 20;
export const NPS_COMMENTS_PAGE_SIZE_MAX = 100;

export const AdminNpsQuery = z
  .object({
    role: z.enum(roles).optional(),
    plan: z.enum(subscriptionTiers).optional(),
    /** The first day counted (UTC). */
    from: SalesDay.optional(),
    /** The last day counted (UTC), included. */
    until: SalesDay.optional(),
    cursor: NpsCommentCursor.optional(),
    limit: z.coerce.number().int().min(1).max(NPS_COMMENTS_PAGE_SIZE_MAX).default(NPS_COMMENTS_PAGE_SIZE_DEFAULT),
  })
  .strict()
  .superRefine((query, context) => {
    if (query.from && query.until && query.from > query.until) context.addIssue({ code: 'custom', path: ['until'], message: 'Expected a day on or after from' });
  });
export type AdminNpsQuery = z.input<typeof AdminNpsQuery>;

/** Score counts, index 0 to 10. */
const Distribution = z.array(z.number().int()).length(11);

export const AdminNpsResponse = z.object({
  /** % promoters (9, 10) less % detractors (0 to 6), -100 to 100; null with no answers. */
  score: z.number().int().nullable(),
  responses: z.number().int(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  distribution: Distribution,
  /** Week by week (weeks start on Monday, UTC), oldest first; weeks without answers are left out. */
  trend: z.array(z.object({ weekStart: z.string(), score: z.number().int(), responses: z.number().int() })),
  comments: z.object({
    items: z.array(
      z.object({
        responseId: EntityId,
        score: z.number().int(),
        comment: z.string(),
        role: z.enum(roles),
        plan: z.enum(subscriptionTiers),
        answeredAt: z.iso.datetime(),
      }),
    ),
    /** Pass as `cursor` for the next page; null on the last. */
    nextCursor: z.string().nullable(),
  }),
});
export type AdminNpsResponse = z.infer<typeof AdminNpsResponse>;
