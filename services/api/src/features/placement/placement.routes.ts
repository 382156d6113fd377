import { AnswerPlacementItemRequest, PlacementTestParams, PlacementTestResponse, StartPlacementTestRequest } from '@pathwise/contracts';
import { EntityId } from '@pathwise/event-schemas';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import type { PlacementTests } from './placement-tests.commands.js';

export function placementRoutes(deps: { placement: PlacementTests }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/courses/:courseId/placement-tests',
      summary: 'Start an adaptive placement test on a course',
      description:
        'For enrolled learners. Answers the first item, without its answer key. Items are the published quizzes\' ' +
        'items; the test stops at a standard error of 0.5 (5 to 20 items) and reports the lessons the learner may skip. ' +
        'Starting again with the same testId answers the test already begun (200).',
      tags: ['placement'],
      access: 'user',
      params: z.object({ courseId: EntityId }),
      body: StartPlacementTestRequest,
      responses: {
        201: { description: 'Started', schema: PlacementTestResponse },
        200: { description: 'Already started (a retry)', schema: PlacementTestResponse },
      },
      async handle({ params, body, context }) {
        const { test, created } = await deps.placement.start(params.courseId, body.testId, { actor: context.actor!, requestId: context.requestId });
        return { status: created ? 201 : 200, body: test };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/placement-tests/:testId/answers',
      summary: 'Answer the item a placement test asked',
      description: 'Graded on the server. Answers the next item, or the outcome once the test stops. Only the item asked may be answered, once.',
      tags: ['placement'],
      access: 'user',
      params: PlacementTestParams,
      body: AnswerPlacementItemRequest,
      responses: { 200: { description: 'The next item or the outcome', schema: PlacementTestResponse } },
      async handle({ params, body, context }) {
        const test = await deps.placement.answer(params.testId, body, { actor: context.actor!, requestId: context.requestId });
        return { status: 200, body: test };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/placement-tests/:testId',
      summary: 'A placement test of the signed-in learner',
      tags: ['placement'],
      access: 'user',
      params: PlacementTestParams,
      responses: { 200: { description: 'The test', schema: PlacementTestResponse } },
      async handle({ params, context }) {
        return { status: 200, body: await deps.placement.get(params.testId, context.actor!.userId) };
      },
    }),
  ];
}
