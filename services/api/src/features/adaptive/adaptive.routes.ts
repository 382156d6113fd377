import { assertMayActForLearner, type LearningCommands, learningEventFromRequest } from '../learning/index.js';
import {
  AdaptiveAnalytics,
  AdaptiveContentRequest,
  AdaptiveContentResponse,
  AdaptiveFeedback,
  AdaptiveFeedbackRequest,
  LearnerProfile,
  ProfileAsOfQuery,
  RecordProfileEventsRequest,
} from '@pathwise/contracts';
import { EntityId } from '@pathwise/event-schemas';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import type { RateLimiter } from '../identity/index.js';
import type { AdaptiveContent } from './adaptive-content.queries.js';
import type { AdaptiveProfiles } from './adaptive-profiles.queries.js';

/** A learner sends a few events a minute; a burst beyond this is a script, and is refused before anything is stored. */
export const PROFILE_POSTS_PER_MINUTE = 30;

export interface AdaptiveRouteDeps {
  readonly learning: LearningCommands;
  readonly profiles: AdaptiveProfiles;
  readonly content: AdaptiveContent;
  readonly limiter: RateLimiter;
  /** Waits until the learner-profile read model has folded what was just appended (read-your-writes). */
  readonly profileCaughtUp: (target: { transactionId: bigint; position: bigint }) => Promise<void>;
}

const LearnerParams = z.object({ userId: EntityId });
const asOf = (at: string | undefined) => (at === undefined ? undefined : new Date(at));

/** The spec's adaptive endpoints (section 7): a learner reaches only their own, an admin anyone's. */
export function adaptiveRoutes(deps: AdaptiveRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/ai/adaptive/profile/:userId',
      summary: 'Record learning events, then return the learner profile',
      description:
        'Records each event like POST /learning/events (score is percent 0..100, timeSpent seconds >= 0), all or ' +
        'nothing: one refused event stores none. Returns the profile once it includes them.',
      tags: ['adaptive'],
      access: 'user',
      params: LearnerParams,
      body: RecordProfileEventsRequest,
      responses: { 200: { description: 'The profile after the events', schema: LearnerProfile } },
      async handle({ params, body, context }) {
        assertMayActForLearner(context.actor!, params.userId);
        await deps.limiter.hit(`adaptive-profile:${context.actor!.userId}`, { limit: PROFILE_POSTS_PER_MINUTE, windowSeconds: 60 });
        const results = await deps.learning.recordAll(
          body.events.map((event) => learningEventFromRequest(event, params.userId)),
          { actor: context.actor!, requestId: context.requestId },
        );
        const last = results.flatMap((result) => result.events).at(-1);
        if (last) await deps.profileCaughtUp(last);
        return { status: 200, body: await deps.profiles.profile(params.userId) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/learners/:userId/profile',
      summary: "A learner's profile, now or as it stood at `at`",
      tags: ['adaptive'],
      access: 'user',
      params: LearnerParams,
      query: ProfileAsOfQuery,
      responses: { 200: { description: 'The learner profile', schema: LearnerProfile } },
      async handle({ params, query, context }) {
        assertMayActForLearner(context.actor!, params.userId);
        return { status: 200, body: await deps.profiles.profile(params.userId, asOf(query.at)) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/ai/adaptive/content/:userId',
      summary: 'The next best lesson, quiz or review on a topic',
      description: '`topic` is a course id, a skill id, or words matched against skill names of the courses the learner studies.',
      tags: ['adaptive'],
      access: 'user',
      params: LearnerParams,
      body: AdaptiveContentRequest,
      responses: { 200: { description: 'The suggestion, its runners-up and due reviews', schema: AdaptiveContentResponse } },
      async handle({ params, body, context }) {
        assertMayActForLearner(context.actor!, params.userId);
        return { status: 200, body: await deps.content.suggest(params.userId, body) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/ai/adaptive/feedback/:userId',
      summary: 'Feedback on a graded attempt: what went wrong and the next step',
      tags: ['adaptive'],
      access: 'user',
      params: LearnerParams,
      body: AdaptiveFeedbackRequest,
      responses: { 200: { description: 'The feedback', schema: AdaptiveFeedback } },
      async handle({ params, body, context }) {
        assertMayActForLearner(context.actor!, params.userId);
        return { status: 200, body: await deps.profiles.feedback(params.userId, body) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/ai/adaptive/analytics/:userId',
      summary: "A learner's profile with its history: mastery over time, calibration, totals",
      tags: ['adaptive'],
      access: 'user',
      params: LearnerParams,
      query: ProfileAsOfQuery,
      responses: { 200: { description: 'The analytics', schema: AdaptiveAnalytics } },
      async handle({ params, query, context }) {
        assertMayActForLearner(context.actor!, params.userId);
        return { status: 200, body: await deps.profiles.analytics(params.userId, asOf(query.at)) };
      },
    }),
  ];
}
