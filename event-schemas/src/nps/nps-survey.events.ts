import { z } from 'zod';
import { roles, subscriptionTiers } from '../identity/account.events.js';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { streamId } from '../kernel/stream-id.js';

/** One person's answers to "How likely are you to recommend Pathwise?" and their dismissals: `npssurvey-<userId>`. */
export const npsSurveyStreamId = (userId: string): string => streamId('npssurvey', userId);

export const NPS_COMMENT_MAX_LENGTH = 1_000;

/**
 * Someone answered the survey, 0 to 10. Their role and plan are those they had when answering, so that the figures
 * by role and plan say what people of that kind thought then, whatever they became later. The comment is their own
 * words: personal data, sealed in the vault under them. The time comes from the command's clock.
 */
export const NpsResponseGiven = defineEvent({
  type: 'NpsResponseGiven',
  schema: z.object({
    userId: EntityId,
    score: z.number().int().min(0).max(10),
    comment: z.string().max(NPS_COMMENT_MAX_LENGTH).nullable(),
    role: z.enum(roles),
    plan: z.enum(subscriptionTiers),
    answeredAt: z.iso.datetime(),
  }),
  personalData: { subjectField: 'userId', fields: ['comment'] },
});

/** Someone said "Not now" to the survey: they are not asked again for a while (ADR 61). */
export const NpsSurveyDismissed = defineEvent({
  type: 'NpsSurveyDismissed',
  schema: z.object({ userId: EntityId, dismissedAt: z.iso.datetime() }),
});

export const npsSurveyEvents = [NpsResponseGiven, NpsSurveyDismissed] as const;
