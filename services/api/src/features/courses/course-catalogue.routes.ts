import {
  CatalogueQuery,
  CatalogueResponse,
  CourseAuthoringResponse,
  CourseDetailResponse,
  CourseDiffResponse,
  CourseVersionsResponse,
  CreatorDashboardResponse,
  DiffQuery,
  MyCoursesResponse,
} from '@pathwise/contracts';
import { EntityId } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import {
  getAuthoredCourses,
  getCatalogueStats,
  getCourseCompletions,
  getDisplayNames,
  getEnrolledCourses,
  getLastLearningAt,
  getLearnerActivity,
  getRecentEnrolments,
  searchCatalogue,
  type CatalogueCard,
} from '@pathwise/projections';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { AccessDeniedError, InvalidRequestError, NotFoundError } from '../../http/http-errors.js';
import type { Actor } from '../../kernel/actor.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { CourseCommands } from './course.commands.js';
import { NOT_AN_AUTHOR, foldCourse, isCourseEvent } from './course.decider.js';
import { diffCourseContent, summarizeCourseEvent } from './course-versions.views.js';
import { authoringViewOf, courseCardOf, courseDetailOf, viewerOf } from './course.views.js';

export interface CourseReadDeps {
  readonly courses: CourseCommands;
  readonly access: CourseAccess;
  readonly db: Executor;
}

const CourseParams = z.object({ courseId: EntityId });

const cardJson = (card: CatalogueCard) => ({ ...card, tags: [...card.tags], publishedAt: card.publishedAt?.toISOString() ?? null });

/** Loads a course its authors (or an admin) may inspect; others learn nothing, not even that a draft exists. */
async function loadForAuthors(deps: CourseReadDeps, courseId: string, actor: Actor) {
  const loaded = await deps.courses.load(courseId);
  if (!loaded.state) throw new NotFoundError('No such course');
  const viewer = viewerOf(loaded.state, actor, false);
  if (!viewer.mayPreview) throw new AccessDeniedError(NOT_AN_AUTHOR);
  return { ...loaded, state: loaded.state };
}

export function courseCatalogueRoutes(deps: CourseReadDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/courses',
      summary: 'The catalogue: published courses, searched, filtered, sorted and paged',
      tags: ['courses'],
      access: 'public',
      query: CatalogueQuery,
      responses: { 200: { description: 'A page of course cards', schema: CatalogueResponse } },
      async handle({ query }) {
        const { items, total } = await searchCatalogue(deps.db, query);
        return { status: 200, body: { items: items.map(cardJson), total, page: query.page, pageSize: query.pageSize } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/courses/dashboard',
      summary: "The signed-in author's courses, drafts and recent enrolments",
      tags: ['courses'],
      access: 'user',
      responses: { 200: { description: 'Courses created or co-authored', schema: CreatorDashboardResponse } },
      async handle({ context }) {
        const courses = await getAuthoredCourses(deps.db, context.actor!.userId);
        const activity = await getLastLearningAt(deps.db, courses.map((course) => course.courseId));
        const recent = await getRecentEnrolments(deps.db, courses.map((course) => course.courseId));
        return {
          status: 200,
          body: {
            courses: courses.map((course) => ({
              ...cardJson(course),
              status: course.status as 'draft' | 'published' | 'archived',
              role: course.role,
              version: course.version,
              updatedAt: course.updatedAt.toISOString(),
              lastLearningAt: activity.get(course.courseId)?.toISOString() ?? null,
            })),
            totals: {
              published: courses.filter((course) => course.status === 'published').length,
              drafts: courses.filter((course) => course.status === 'draft').length,
              enrolments: courses.reduce((sum, course) => sum + course.enrolmentCount, 0),
            },
            recentEnrolments: recent.map((each) => ({ ...each, at: each.at.toISOString() })),
          },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/me/courses',
      summary: 'The courses the signed-in learner is enrolled in, with progress',
      tags: ['courses'],
      access: 'user',
      responses: { 200: { description: 'Enrolled courses, most recent first', schema: MyCoursesResponse } },
      async handle({ context }) {
        const learnerId = context.actor!.userId;
        const [courses, activity, completions] = await Promise.all([
          getEnrolledCourses(deps.db, learnerId),
          getLearnerActivity(deps.db, learnerId),
          getCourseCompletions(deps.db, learnerId),
        ]);
        const lastActivity = new Map(activity.courses.map((course) => [course.courseId, course.lastActivityAt]));
        return {
          status: 200,
          body: {
            courses: courses.map((course) => ({
              ...cardJson(course),
              enrolledAt: course.enrolledAt.toISOString(),
              lessonsCompleted: course.lessonsCompleted,
              progressPercent: course.lessonCount === 0 ? 0 : Math.min(100, Math.round((course.lessonsCompleted / course.lessonCount) * 100)),
              lastActivityAt: lastActivity.get(course.courseId)?.toISOString() ?? null,
              completedAt: completions.get(course.courseId)?.toISOString() ?? null,
            })),
          },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/courses/:courseId',
      summary: 'A course page: the published outline, its creator and the skills it teaches',
      description: 'Drafts and archived courses are visible only to their authors and admins.',
      tags: ['courses'],
      access: 'public',
      params: CourseParams,
      responses: { 200: { description: 'The course', schema: CourseDetailResponse } },
      async handle({ params, context }) {
        const { state, events } = await deps.courses.load(params.courseId);
        if (!state) throw new NotFoundError('No such course');
        const actor = context.actor;
        const standing = actor ? await deps.access.standing(params.courseId, actor.userId) : null;
        const viewer = viewerOf(state, actor, standing?.isEnrolled ?? false);
        const learnersMaySee = state.status === 'published' || (viewer.isEnrolled && state.publishedVersion !== null);
        if (!learnersMaySee && !viewer.mayPreview) throw new NotFoundError('No such course');
        const shown = state.publishedVersion !== null && !viewer.mayPreview ? foldCourse(events, state.publishedVersion)! : state;
        const card = courseCardOf(shown, await getCatalogueStats(deps.db, params.courseId));
        const { mayPreview: _preview, ...publicViewer } = viewer;
        return { status: 200, body: courseDetailOf(shown, state, card, publicViewer) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/courses/:courseId/authoring',
      summary: 'Everything an author edits, answer keys included, at the current version',
      tags: ['courses'],
      access: 'user',
      params: CourseParams,
      responses: { 200: { description: 'The course as its authors see it', schema: CourseAuthoringResponse } },
      async handle({ params, context }) {
        const { state } = await loadForAuthors(deps, params.courseId, context.actor!);
        const names = await getDisplayNames(deps.db, state.coAuthorIds);
        return { status: 200, body: authoringViewOf(state, names, context.actor!.userId) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/courses/:courseId/versions',
      summary: 'Every version of a course: what changed, who and when',
      tags: ['courses'],
      access: 'user',
      params: CourseParams,
      responses: { 200: { description: 'Newest first', schema: CourseVersionsResponse } },
      async handle({ params, context }) {
        const { state, events } = await loadForAuthors(deps, params.courseId, context.actor!);
        const courseEvents = events.filter(isCourseEvent);
        const actorIds = courseEvents.map((event) => event.metadata.actor?.id).filter((id): id is string => !!id);
        const names = await getDisplayNames(deps.db, actorIds);
        return {
          status: 200,
          body: {
            courseId: params.courseId,
            currentVersion: state.version,
            versions: courseEvents
              .map((event) => ({
                version: event.streamVersion,
                type: event.type,
                summary: summarizeCourseEvent(event),
                actorId: event.metadata.actor?.kind === 'user' ? event.metadata.actor.id : null,
                actorName: event.metadata.actor ? (names.get(event.metadata.actor.id) ?? null) : null,
                at: event.recordedAt.toISOString(),
                published: event.type === 'CoursePublished',
              }))
              .reverse(),
          },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/courses/:courseId/versions/diff',
      summary: 'What changed between two versions, readably',
      description: 'from=0 compares with the empty course.',
      tags: ['courses'],
      access: 'user',
      params: CourseParams,
      query: DiffQuery,
      responses: { 200: { description: 'The changes from one version to the other', schema: CourseDiffResponse } },
      async handle({ params, query, context }) {
        const { state, events } = await loadForAuthors(deps, params.courseId, context.actor!);
        for (const [field, version] of [['from', query.from], ['to', query.to]] as const) {
          if (version > state.version) throw new InvalidRequestError([{ pointer: `#/query/${field}`, detail: `The course has ${state.version} versions` }]);
        }
        const before = query.from === 0 ? null : foldCourse(events, query.from);
        const after = foldCourse(events, query.to)!;
        return { status: 200, body: { from: query.from, to: query.to, changes: diffCourseContent(before, after) } };
      },
    }),
  ];
}
