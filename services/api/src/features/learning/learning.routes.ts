import { learningEventFromRequest } from './learning-event-request.http.js';
import {
  LearnerActivityResponse,
  RecordLearningEventRequest,
  RecordLearningEventResponse,
} from '@pathwise/contracts';
import { EntityId } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { getLearnerActivity } from '@pathwise/projections';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { assertMayActForLearner } from './learning.policies.js';
import type { LearningCommands } from './learning.commands.js';

export function learningRoutes(deps: { learning: LearningCommands; db: Executor }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/learning/events',
      summary: 'Record a learning event',
      description:
        'Appends a lesson_start or lesson_complete for the signed-in learner, who must be enrolled in the course (its ' +
        'authors and admins are recorded as previews, which earn nothing). quiz_attempt is refused: quiz scores count ' +
        'only when the server grades the attempt (POST /courses/{courseId}/quizzes/{quizId}/attempts). eventId makes ' +
        'retries safe: the same event again answers 200 with duplicate: true and records nothing more; the same id ' +
        'with another payload or from another user answers 409 naming #/body/eventId.',
      tags: ['learning'],
      access: 'user',
      body: RecordLearningEventRequest,
      responses: {
        201: { description: 'Recorded', schema: RecordLearningEventResponse },
        200: { description: 'Already recorded earlier (a retry)', schema: RecordLearningEventResponse },
        403: { description: 'Not enrolled in the course, nor one of its authors' },
        409: { description: 'The eventId already names a different event' },
      },
      async handle({ body, context }) {
        const result = await deps.learning.record(
          learningEventFromRequest(body, body.userId),
          { actor: context.actor!, requestId: context.requestId },
        );
        const [event] = result.events;
        return {
          status: result.idempotentReplay ? 200 : 201,
          body: {
            eventId: event!.id,
            position: event!.position.toString(),
            streamVersion: event!.streamVersion,
            duplicate: result.idempotentReplay,
          },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/learning/activity/:userId',
      summary: "A learner's activity per course",
      tags: ['learning'],
      access: 'user',
      params: z.object({ userId: EntityId }),
      responses: { 200: { description: 'Activity per course, most recent first', schema: LearnerActivityResponse } },
      async handle({ params, context }) {
        assertMayActForLearner(context.actor!, params.userId);
        const activity = await getLearnerActivity(deps.db, params.userId);
        return {
          status: 200,
          body: {
            ...activity,
            courses: activity.courses.map((course) => ({
              ...course,
              lastActivityAt: course.lastActivityAt.toISOString(),
              lastPosition: course.lastPosition.toString(),
            })),
          },
        };
      },
    }),
  ];
}
