import { QuizAttemptResult, QuizAttemptsResponse, SubmitQuizAttemptRequest } from '@pathwise/contracts';
import { EntityId } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { getQuizAttempts } from '@pathwise/projections';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { AccessDeniedError, NotFoundError } from '../../http/http-errors.js';
import { isCourseMember } from '../../kernel/course-membership.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { CourseCommands } from '../courses/index.js';
import { pickedOptionExplanations } from './quiz-attempt.views.js';
import { NOT_ENROLLED, type QuizAttempts } from './quiz-attempts.commands.js';
import { quizForLearners } from './quiz-grading.rules.js';

export interface QuizAttemptRouteDeps {
  readonly courses: Pick<CourseCommands, 'load'>;
  readonly access: CourseAccess;
  readonly attempts: QuizAttempts;
  readonly db: Executor;
}

const QuizParams = z.object({ courseId: EntityId, quizId: EntityId });

export function quizAttemptRoutes(deps: QuizAttemptRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/courses/:courseId/quizzes/:quizId/attempts',
      summary: 'Submit answers to a quiz: graded on the server, with feedback per item',
      description: 'attemptId makes retries safe. Also records the spec\'s quiz_attempt learning event.',
      tags: ['courses', 'assessment'],
      access: 'user',
      params: QuizParams,
      body: SubmitQuizAttemptRequest,
      responses: { 201: { description: 'Graded', schema: QuizAttemptResult }, 200: { description: 'Already graded (a retry)', schema: QuizAttemptResult } },
      async handle({ params, body, context }) {
        const result = await deps.attempts.submit(params.courseId, params.quizId, body, { actor: context.actor!, requestId: context.requestId });
        return { status: result.duplicate ? 200 : 201, body: result };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/courses/:courseId/quizzes/:quizId/attempts',
      summary: "The signed-in learner's attempts at a quiz, newest first, regrades applied",
      tags: ['courses', 'assessment'],
      access: 'user',
      params: QuizParams,
      responses: { 200: { description: 'Attempts', schema: QuizAttemptsResponse } },
      async handle({ params, context }) {
        const actor = context.actor!;
        const standing = await deps.access.standing(params.courseId, actor.userId);
        if (!standing) throw new NotFoundError('No such course');
        if (!isCourseMember(standing)) throw new AccessDeniedError(NOT_ENROLLED);
        const { state, events } = await deps.courses.load(params.courseId);
        const quiz = state ? quizForLearners(events, state, params.quizId)?.quiz : null;
        if (!quiz) throw new NotFoundError(`No quiz "${params.quizId}" in this course`);
        const attempts = await getQuizAttempts(deps.db, actor.userId, params.courseId, params.quizId);
        return {
          status: 200,
          body: {
            attempts: attempts.map((attempt) => ({
              attemptId: attempt.attemptId,
              quizId: attempt.quizId,
              courseVersion: attempt.courseVersion,
              score: attempt.score,
              passed: attempt.passed,
              items: attempt.results.map((result) => {
                const item = quiz.items.find((each) => each.itemId === result.itemId);
                const answer = attempt.answers.find((each) => each.itemId === result.itemId);
                return {
                  itemId: result.itemId,
                  correct: result.correct,
                  answerKey: item?.answerKey ?? { correctOptionIds: [], acceptedAnswers: [] },
                  explanation: item?.explanation ?? '',
                  pickedOptionExplanations: item ? pickedOptionExplanations(item, answer?.optionIds ?? []) : [],
                  answer: answer ? { optionIds: answer.optionIds, text: answer.text } : null,
                };
              }),
              regraded: attempt.regraded,
              at: attempt.attemptedAt.toISOString(),
            })),
          },
        };
      },
    }),
  ];
}
