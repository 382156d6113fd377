import { CoursePlayerResponse, EnrolResponse, QuizAttemptResult, QuizAttemptsResponse, SubmitQuizAttemptRequest } from '@pathwise/contracts';
import { EntityId } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { getCompletedLessonIds, getLatestPlacementResult, getQuizAttempts } from '@pathwise/projections';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { AccessDeniedError, NotFoundError } from '../../http/http-errors.js';
import { NOT_ENROLLED, type QuizAttempts } from '../assessment/quiz-attempts.js';
import { quizForLearners } from '../assessment/quiz-grading.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { CourseCommands } from './course-commands.js';
import { foldCourse } from './course-state.js';
import { playerViewOf, viewerOf } from './course-views.js';
import type { Enrolments } from './enrolment.js';

export interface CourseLearningDeps {
  readonly courses: CourseCommands;
  readonly access: CourseAccess;
  readonly enrolments: Enrolments;
  readonly attempts: QuizAttempts;
  readonly db: Executor;
}

const CourseParams = z.object({ courseId: EntityId });
const QuizParams = CourseParams.extend({ quizId: EntityId });

export function courseLearningRoutes(deps: CourseLearningDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/courses/:courseId/enrol',
      summary: 'Enrol the signed-in learner in a free published course',
      description: 'Enrolling again changes nothing (200, duplicate: true). Paid courses answer 402: buy them instead.',
      tags: ['courses'],
      access: 'user',
      params: CourseParams,
      responses: {
        201: { description: 'Enrolled', schema: EnrolResponse },
        200: { description: 'Already enrolled', schema: EnrolResponse },
        402: { description: 'A paid course' },
      },
      async handle({ params, context }) {
        const { duplicate } = await deps.enrolments.enrolForFree(params.courseId, { actor: context.actor!, requestId: context.requestId });
        return { status: duplicate ? 200 : 201, body: { courseId: params.courseId, enrolled: true, duplicate } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/courses/:courseId/learn',
      summary: 'The whole published course for the learning player, without answer keys',
      description: 'For enrolled learners; the course\'s authors and admins preview the current draft.',
      tags: ['courses'],
      access: 'user',
      params: CourseParams,
      responses: { 200: { description: 'The version to study', schema: CoursePlayerResponse } },
      async handle({ params, context }) {
        const actor = context.actor!;
        const [{ state, events }, standing] = await Promise.all([deps.courses.load(params.courseId), deps.access.standing(params.courseId, actor.userId)]);
        if (!state || !standing) throw new NotFoundError('No such course');
        const viewer = viewerOf(state, actor, standing.isEnrolled);
        if (!viewer.mayPreview && !viewer.isEnrolled) throw new AccessDeniedError('Enrol in this course to study it.');
        if (!viewer.mayPreview && state.publishedVersion === null) throw new NotFoundError('No such course');
        const shown = viewer.mayPreview ? state : foldCourse(events, state.publishedVersion!)!;
        const [completed, placement] = await Promise.all([
          getCompletedLessonIds(deps.db, actor.userId, params.courseId),
          getLatestPlacementResult(deps.db, actor.userId, params.courseId),
        ]);
        const { mayPreview: _preview, ...publicViewer } = viewer;
        const lessonIds = new Set(shown.modules.flatMap((module) => module.lessons.map((lesson) => lesson.lessonId)));
        const skippable = (placement?.skippedLessonIds ?? []).filter((lessonId) => lessonIds.has(lessonId));
        return { status: 200, body: playerViewOf(shown, completed, publicViewer, skippable) };
      },
    }),
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
        if (!standing.isEnrolled && !standing.isStaff) throw new AccessDeniedError(NOT_ENROLLED);
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
                return {
                  itemId: result.itemId,
                  correct: result.correct,
                  answerKey: item?.answerKey ?? { correctOptionIds: [], acceptedAnswers: [] },
                  explanation: item?.explanation ?? '',
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
