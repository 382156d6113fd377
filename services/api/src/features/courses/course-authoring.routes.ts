import {
  AcceptAiDraftRequest,
  AddCoAuthorRequest,
  AddLessonRequest,
  CoAuthorInvitationResponse,
  AddModuleRequest,
  AddQuizRequest,
  CorrectAnswerKeyRequest,
  CourseLifecycleRequest,
  CourseWriteResponse,
  CreateCourseRequest,
  DefineSkillRequest,
  EditCourseDetailsRequest,
  EditLessonRequest,
  EditQuizRequest,
  RenameModuleRequest,
  RestoreVersionRequest,
  ReviewAiDraftRequest,
} from '@pathwise/contracts';
import { EntityId } from '@pathwise/event-schemas';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { AccessDeniedError } from '../../http/http-errors.js';
import type { RequestContext } from '../../http/request-context.js';
import type { Mailer, RateLimiter } from '../identity/index.js';
import { coAuthorInvitationLimit, invitationMail, type CoAuthorInvitations } from './co-author-invitations.commands.js';
import { foldCourse, type CourseRequest } from './course.decider.js';
import type { CourseCommands, LoadedCourse } from './course.commands.js';
import { refusePublishingBeyondPlan } from './publishing-allowance.rules.js';

export interface CourseAuthoringDeps {
  readonly courses: CourseCommands;
  readonly invitations: CoAuthorInvitations;
  /** Throttles invitations per inviter. */
  readonly limiter: RateLimiter;
  readonly mailer: Mailer;
  /** A lesson's co-edited text, null when nobody co-edited it: publishing freezes it into the lesson. */
  readonly lessonTextIfEdited: (courseId: string, lessonId: string) => Promise<string | null>;
  /** How many of a creator's courses are live, counted once the catalogue has caught up with the log. */
  readonly coursesLiveOf: (creatorId: string) => Promise<number>;
  readonly clock: () => Date;
}

/** Roles that may start courses; students learn (spec section 6). */
export const courseCreatingRoles = ['creator', 'instructor', 'admin'] as const;

const written = { description: 'The course after the change', schema: CourseWriteResponse };
const CourseParams = z.object({ courseId: EntityId });
const withId = <K extends string>(key: K) => CourseParams.extend({ [key]: EntityId } as Record<K, typeof EntityId>);
const VersionQuery = z.object({ expectedVersion: z.coerce.number().int().min(0) });

type Command = CourseRequest | ((loaded: LoadedCourse) => CourseRequest);

/** One course write: the route's input becomes a command on the course stream, against the version the author saw. */
function courseWrite<P extends z.ZodType<{ courseId: string }>, B extends z.ZodType | undefined, Q extends z.ZodType | undefined>(
  deps: CourseAuthoringDeps,
  route: { method: 'post' | 'put' | 'delete'; path: string; summary: string; params: P; body?: B; query?: Q; status?: number },
  toCommand: (input: { params: z.output<P>; body: B extends z.ZodType ? z.output<B> : undefined }) => Command,
  versionOf: (input: { body: unknown; query: unknown }) => number | 'unchecked',
): RouteDefinition {
  return defineRoute({
    method: route.method,
    path: route.path,
    summary: route.summary,
    tags: ['courses'],
    access: 'user',
    params: route.params,
    ...(route.body ? { body: route.body } : {}),
    ...(route.query ? { query: route.query } : {}),
    responses: { [route.status ?? 200]: written, 409: { description: 'The course changed since it was loaded, or the change clashes with its state' } },
    async handle({ params, body, query, context }: { params: unknown; body: unknown; query: unknown; context: RequestContext }) {
      const typed = { params: params as z.output<P>, body: body as B extends z.ZodType ? z.output<B> : undefined };
      const result = await deps.courses.execute(typed.params.courseId, toCommand(typed), origin(context), versionOf({ body, query }));
      return { status: route.status ?? 200, body: result };
    },
  } as never);
}

const origin = (context: RequestContext) => ({ actor: context.actor!, requestId: context.requestId });
const fromBody = ({ body }: { body: unknown }) => (body as { expectedVersion: number }).expectedVersion;
const fromQuery = ({ query }: { query: unknown }) => (query as { expectedVersion: number }).expectedVersion;

export function courseAuthoringRoutes(deps: CourseAuthoringDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/courses',
      summary: 'Start a course (a draft)',
      description: 'The client picks the course id, so a retried create makes one course. Creators, instructors and admins only.',
      tags: ['courses'],
      access: 'user',
      body: CreateCourseRequest,
      responses: { 201: { description: 'Drafted', schema: CourseWriteResponse }, 200: { description: 'Already drafted (a retry)', schema: CourseWriteResponse } },
      async handle({ body, context }) {
        const actor = context.actor!;
        if (!(courseCreatingRoles as readonly string[]).includes(actor.role)) {
          throw AccessDeniedError.requiringRole(courseCreatingRoles.join(', '));
        }
        const { courseId, ...details } = body;
        const before = await deps.courses.load(courseId);
        const result = await deps.courses.execute(courseId, { type: 'DraftCourse', data: { courseId, creatorId: actor.userId, details } }, origin(context), 'unchecked');
        return { status: before.state ? 200 : 201, body: result };
      },
    }),
    courseWrite(deps, { method: 'put', path: '/courses/:courseId/details', summary: "Edit a course's details", params: CourseParams, body: EditCourseDetailsRequest },
      ({ body }) => { const { expectedVersion: _version, ...details } = body; return { type: 'EditCourseDetails', data: { details } }; }, fromBody),
    defineRoute({
      method: 'post',
      path: '/courses/:courseId/publish',
      summary: 'Publish the course as it stands (a frozen version), co-edited lesson text included',
      tags: ['courses'],
      access: 'user',
      params: CourseParams,
      body: CourseLifecycleRequest,
      responses: {
        200: written,
        403: { description: "The creator's plan has its most published courses live" },
        409: { description: 'The course changed since it was loaded, or cannot be published' },
      },
      async handle({ params, body, context }) {
        const { state } = await deps.courses.load(params.courseId);
        const actor = context.actor!;
        // Publishing again a course that is live changes nothing the plan counts; the decider refuses anyone else.
        if (state && state.status !== 'published' && state.creatorId === actor.userId) {
          refusePublishingBeyondPlan(actor.tier, await deps.coursesLiveOf(actor.userId));
        }
        const lessonIds = state?.modules.flatMap((module) => module.lessons.map((lesson) => lesson.lessonId)) ?? [];
        const lessonTexts: Record<string, string> = {};
        for (const lessonId of lessonIds) {
          const text = await deps.lessonTextIfEdited(params.courseId, lessonId);
          if (text !== null) lessonTexts[lessonId] = text;
        }
        const result = await deps.courses.execute(params.courseId, { type: 'PublishCourse', data: { lessonTexts } }, origin(context), body.expectedVersion);
        return { status: 200, body: result };
      },
    }),
    courseWrite(deps, { method: 'post', path: '/courses/:courseId/archive', summary: 'Archive a course', params: CourseParams, body: CourseLifecycleRequest },
      () => ({ type: 'ArchiveCourse' }), fromBody),
    courseWrite(deps, { method: 'post', path: '/courses/:courseId/return-to-draft', summary: 'Take a course back to draft', params: CourseParams, body: CourseLifecycleRequest },
      () => ({ type: 'ReturnCourseToDraft' }), fromBody),
    defineRoute({
      method: 'post',
      path: '/courses/:courseId/co-authors',
      summary: 'Invite a co-author by email (the creator only)',
      description:
        'The invitation is mailed and waits for the address: it takes effect when an account with that address signs in ' +
        `or signs up. The answer is the same whether or not the address has an account. At most ${coAuthorInvitationLimit.limit} ` +
        'invitations an hour per inviter.',
      tags: ['courses'],
      access: 'user',
      params: CourseParams,
      body: AddCoAuthorRequest,
      responses: { 202: { description: 'Invited', schema: CoAuthorInvitationResponse }, 429: { description: 'Too many invitations; try again later' } },
      async handle({ params, body, context }) {
        await deps.limiter.hit(`co-author-invite:${context.actor!.userId}`, coAuthorInvitationLimit);
        const courseTitle = await deps.invitations.invite(params.courseId, body.email, origin(context));
        // Sent again on a repeated invitation, which is what the creator asks for by inviting again.
        await deps.mailer.send(invitationMail(body.email, courseTitle));
        return { status: 202, body: { status: 'invited' } };
      },
    }),
    courseWrite(deps, { method: 'delete', path: '/courses/:courseId/co-authors/:userId', summary: 'Remove a co-author (the creator only)', params: withId('userId') },
      ({ params }) => ({ type: 'RemoveCoAuthor', data: { userId: params.userId } }), () => 'unchecked'),
    courseWrite(deps, { method: 'put', path: '/courses/:courseId/skills/:skillId', summary: 'Define or change a skill and its prerequisites', params: withId('skillId'), body: DefineSkillRequest },
      ({ params, body }) => ({ type: 'DefineSkill', data: { skill: { skillId: params.skillId, name: body.name, prerequisiteIds: body.prerequisiteIds } } }), fromBody),
    courseWrite(deps, { method: 'delete', path: '/courses/:courseId/skills/:skillId', summary: 'Remove a skill nothing uses', params: withId('skillId'), query: VersionQuery },
      ({ params }) => ({ type: 'RemoveSkill', data: { skillId: params.skillId } }), fromQuery),
    courseWrite(deps, { method: 'post', path: '/courses/:courseId/modules', summary: 'Add a module', params: CourseParams, body: AddModuleRequest, status: 201 },
      ({ body }) => ({ type: 'AddModule', data: { moduleId: body.moduleId, title: body.title } }), fromBody),
    courseWrite(deps, { method: 'put', path: '/courses/:courseId/modules/:moduleId', summary: 'Rename a module', params: withId('moduleId'), body: RenameModuleRequest },
      ({ params, body }) => ({ type: 'RenameModule', data: { moduleId: params.moduleId, title: body.title } }), fromBody),
    courseWrite(deps, { method: 'delete', path: '/courses/:courseId/modules/:moduleId', summary: 'Remove an empty module', params: withId('moduleId'), query: VersionQuery },
      ({ params }) => ({ type: 'RemoveModule', data: { moduleId: params.moduleId } }), fromQuery),
    courseWrite(deps, { method: 'post', path: '/courses/:courseId/lessons', summary: 'Add a lesson to a module', params: CourseParams, body: AddLessonRequest, status: 201 },
      ({ body }) => { const { expectedVersion: _version, moduleId, ...lesson } = body; return { type: 'AddLesson', data: { moduleId, lesson } }; }, fromBody),
    courseWrite(deps, { method: 'put', path: '/courses/:courseId/lessons/:lessonId', summary: 'Edit a lesson (stated whole)', params: withId('lessonId'), body: EditLessonRequest },
      ({ params, body }) => { const { expectedVersion: _version, ...lesson } = body; return { type: 'EditLesson', data: { lesson: { lessonId: params.lessonId, ...lesson } } }; }, fromBody),
    courseWrite(deps, { method: 'delete', path: '/courses/:courseId/lessons/:lessonId', summary: 'Remove a lesson', params: withId('lessonId'), query: VersionQuery },
      ({ params }) => ({ type: 'RemoveLesson', data: { lessonId: params.lessonId } }), fromQuery),
    courseWrite(deps, { method: 'post', path: '/courses/:courseId/quizzes', summary: 'Add a quiz to a module', params: CourseParams, body: AddQuizRequest, status: 201 },
      ({ body }) => { const { expectedVersion: _version, moduleId, ...quiz } = body; return { type: 'AddQuiz', data: { moduleId, quiz } }; }, fromBody),
    courseWrite(deps, { method: 'put', path: '/courses/:courseId/quizzes/:quizId', summary: 'Edit a quiz (stated whole)', params: withId('quizId'), body: EditQuizRequest },
      ({ params, body }) => { const { expectedVersion: _version, ...quiz } = body; return { type: 'EditQuiz', data: { quiz: { quizId: params.quizId, ...quiz } } }; }, fromBody),
    courseWrite(deps, { method: 'delete', path: '/courses/:courseId/quizzes/:quizId', summary: 'Remove a quiz', params: withId('quizId'), query: VersionQuery },
      ({ params }) => ({ type: 'RemoveQuiz', data: { quizId: params.quizId } }), fromQuery),
    courseWrite(
      deps,
      {
        method: 'post',
        path: '/courses/:courseId/quizzes/:quizId/items/:itemId/answer-key',
        summary: 'Correct the answer key of an item; attempts graded on the old key are regraded',
        params: CourseParams.extend({ quizId: EntityId, itemId: EntityId }),
        body: CorrectAnswerKeyRequest,
      },
      ({ params, body }) => ({ type: 'CorrectAnswerKey', data: { quizId: params.quizId, itemId: params.itemId, answerKey: body.answerKey, reason: body.reason } }),
      fromBody,
    ),
    courseWrite(
      deps,
      {
        method: 'post',
        path: '/courses/:courseId/versions/:version/restore',
        summary: 'Bring the content of an earlier version back, as a new version',
        params: CourseParams.extend({ version: z.coerce.number().int().min(1) }),
        body: RestoreVersionRequest,
      },
      ({ params }) => (loaded: LoadedCourse) => ({ type: 'RestoreVersion', data: { version: params.version, content: foldCourse(loaded.events, params.version) } }),
      fromBody,
    ),
    courseWrite(
      deps,
      {
        method: 'post',
        path: '/courses/:courseId/lessons/:lessonId/ai-drafts',
        summary: 'Accept an AI draft into a lesson, or as a new quiz for it, recording where each block came from',
        params: withId('lessonId'),
        body: AcceptAiDraftRequest,
      },
      ({ params, body }) => acceptDraftCommand(params.lessonId, body, deps.clock()),
      fromBody,
    ),
    courseWrite(
      deps,
      {
        method: 'post',
        path: '/courses/:courseId/ai-drafts/review',
        summary: 'Vouch for an AI-drafted block or question, so that what the grounding check flagged no longer holds publishing',
        params: CourseParams,
        body: ReviewAiDraftRequest,
      },
      ({ body }) => ({ type: 'ReviewAiDraft', data: { target: body.target, index: body.index } }),
      fromBody,
    ),
  ];
}

function acceptDraftCommand(lessonId: string, body: z.output<typeof AcceptAiDraftRequest>, now: Date): CourseRequest {
  const { taskType, ...generation } = body.generation;
  const provenance = { ...generation, task: taskType, acceptedAt: now.toISOString() };
  if (body.into === 'lesson') {
    return {
      type: 'AcceptAiDraft',
      data: { target: { kind: 'lesson', lessonId }, provenance, pieces: body.blocks.map(({ block, ...rest }) => ({ content: block, ...rest })) },
    };
  }
  return {
    type: 'AcceptAiDraft',
    data: { target: { kind: 'quiz', quizId: body.quizId, title: body.title, forLessonId: lessonId }, provenance, pieces: body.items.map(({ item, ...rest }) => ({ content: item, ...rest })) },
  };
}
