import { CoursePlayerResponse, EnrolResponse } from '@pathwise/contracts';
import { EntityId } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { getCompletedLessonIds, getLatestPlacementResult, getPassedQuizIds } from '@pathwise/projections';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { AccessDeniedError, NotFoundError } from '../../http/http-errors.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { CourseCommands } from './course.commands.js';
import { foldCourse } from './course.decider.js';
import { playerViewOf, viewerOf } from './course.views.js';
import type { Enrolments } from './enrolment.commands.js';

export interface CourseLearningDeps {
  readonly courses: CourseCommands;
  readonly access: CourseAccess;
  readonly enrolments: Enrolments;
  readonly db: Executor;
}

const CourseParams = z.object({ courseId: EntityId });

export function courseLearningRoutes(deps: CourseLearningDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/courses/:courseId/enrol',
      summary: 'Enrol the signed-in learner in a free published course, or a paid one they bought',
      description: 'Enrolling again changes nothing (200, duplicate: true). A paid course not bought answers 402, with its price: buy it first.',
      tags: ['courses'],
      access: 'user',
      params: CourseParams,
      responses: {
        201: { description: 'Enrolled', schema: EnrolResponse },
        200: { description: 'Already enrolled', schema: EnrolResponse },
        402: { description: 'A paid course' },
      },
      async handle({ params, context }) {
        const { duplicate } = await deps.enrolments.enrol(params.courseId, { actor: context.actor!, requestId: context.requestId });
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
        const [completedLessonIds, passedQuizIds, placement] = await Promise.all([
          getCompletedLessonIds(deps.db, actor.userId, params.courseId),
          getPassedQuizIds(deps.db, actor.userId, params.courseId),
          getLatestPlacementResult(deps.db, actor.userId, params.courseId),
        ]);
        const { mayPreview: _preview, ...publicViewer } = viewer;
        const lessonIds = new Set(shown.modules.flatMap((module) => module.lessons.map((lesson) => lesson.lessonId)));
        const skippable = (placement?.skippedLessonIds ?? []).filter((lessonId) => lessonIds.has(lessonId));
        return { status: 200, body: playerViewOf(shown, { completedLessonIds, passedQuizIds }, publicViewer, skippable) };
      },
    }),
  ];
}
