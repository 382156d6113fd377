import { AnswerCheckRequest, CheckAnswerResult } from '@pathwise/contracts';
import { EntityId } from '@pathwise/event-schemas';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import type { LessonChecks } from './lesson-checks.commands.js';

const CheckParams = z.object({ courseId: EntityId, lessonId: EntityId, itemId: EntityId });

export function lessonCheckRoutes(deps: { readonly checks: LessonChecks }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/courses/:courseId/lessons/:lessonId/checks/:itemId/answers',
      summary: "Answer a lesson's check-yourself question: graded on the server, with instant feedback",
      description: 'Recorded as practice (PracticeAnswered), which informs the adaptive engine and never a quiz score. answerId makes retries safe.',
      tags: ['courses', 'assessment'],
      access: 'user',
      params: CheckParams,
      body: AnswerCheckRequest,
      responses: { 201: { description: 'Graded', schema: CheckAnswerResult }, 200: { description: 'Already graded (a retry)', schema: CheckAnswerResult } },
      async handle({ params, body, context }) {
        const result = await deps.checks.answer(params.courseId, params.lessonId, params.itemId, body, { actor: context.actor!, requestId: context.requestId });
        return { status: result.duplicate ? 200 : 201, body: result };
      },
    }),
  ];
}
