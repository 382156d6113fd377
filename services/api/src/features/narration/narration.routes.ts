import {
  CourseNarrationResponse,
  LessonNarrationManifest,
  NarrateLessonResponse,
  NarrationJob,
  NarrationSettingsRequest,
  NarrationSettingsResponse,
} from '@pathwise/contracts';
import { EntityId, NarrationAudioKey } from '@pathwise/event-schemas';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { AccessDeniedError, NotFoundError } from '../../http/http-errors.js';
import type { RequestContext } from '../../http/request-context.js';
import { isCourseMember } from '../../kernel/course-membership.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import { findLesson, foldCourse, type CourseCommands } from '../courses/index.js';
import type { RateLimit, RateLimiter } from '../identity/index.js';
import type { CourseNarrationCommands } from './course-narration.commands.js';
import type { CourseNarrationRuns } from './course-narration-runs.service.js';
import { lessonStatesOf, manifestOf, settingsOf } from './narration.views.js';

export interface NarrationRouteDeps {
  readonly narrations: CourseNarrationCommands;
  readonly runs: CourseNarrationRuns;
  readonly courses: CourseCommands;
  readonly access: CourseAccess;
  readonly limiter: RateLimiter;
}

/** Narration runs a program or a paid endpoint per paragraph: a person starts at most this many runs in ten minutes. */
export const narrationRunLimit: RateLimit = { limit: 60, windowSeconds: 600 };

const tags = ['narration'];
const CourseParams = z.object({ courseId: EntityId });
const LessonParams = z.object({ courseId: EntityId, lessonId: EntityId });
const origin = (context: RequestContext) => ({ actor: context.actor!, requestId: context.requestId });
const authorsOnly = { 403: { description: 'Not an author of the course, or not on the Pro Plus plan' }, 404: { description: 'No such course' } };

/** The AI voice studio's routes (authors on Pro Plus) and the player's (the lesson's readers, whatever their plan). */
export function narrationRoutes(deps: NarrationRouteDeps): RouteDefinition[] {
  const { narrations, runs } = deps;
  return [
    defineRoute({
      method: 'get',
      path: '/courses/:courseId/narration',
      summary: "A course's narration: its settings, the engine, each lesson's state and the latest whole-course run",
      description: 'A lesson is narrated when each paragraph has audio for its words and the settings; stale when it was narrated but some paragraphs changed since; missing when never narrated.',
      tags,
      access: 'user',
      policy: 'proPlus',
      params: CourseParams,
      responses: { 200: { description: 'The studio view', schema: CourseNarrationResponse }, ...authorsOnly },
      async handle({ params, context }) {
        const { course, narration } = await narrations.loadForAuthor(params.courseId, origin(context));
        const engine = narrations.engineName;
        const body: CourseNarrationResponse = {
          courseId: params.courseId,
          title: course.details.title,
          settings: settingsOf(narration, course),
          chosen: narration.settings !== null,
          engine,
          lessons: lessonStatesOf(course, narration, engine),
          job: runs.latest(params.courseId),
        };
        return { status: 200, body };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/courses/:courseId/narration/settings',
      summary: "How a course is narrated: voice, speed and language (the course's language until chosen)",
      tags,
      access: 'user',
      policy: 'proPlus',
      params: CourseParams,
      responses: { 200: { description: 'The settings and the engine', schema: NarrationSettingsResponse }, ...authorsOnly },
      async handle({ params, context }) {
        return { status: 200, body: await narrations.settings(params.courseId, origin(context)) };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/courses/:courseId/narration/settings',
      summary: "Choose how a course is narrated: voice, speed (0.5 to 2) and language (en, es or fr)",
      description: 'Paragraphs narrated with other settings keep their audio; narrating again speaks them with these.',
      tags,
      access: 'user',
      policy: 'proPlus',
      params: CourseParams,
      body: NarrationSettingsRequest,
      responses: { 200: { description: 'The settings as saved', schema: NarrationSettingsResponse }, ...authorsOnly },
      async handle({ params, body, context }) {
        return { status: 200, body: await narrations.chooseSettings(params.courseId, body, origin(context)) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/courses/:courseId/narration/lessons/:lessonId',
      summary: "Narrate one lesson: only its paragraphs without audio for their words and the course's settings are spoken",
      tags,
      access: 'user',
      policy: 'proPlus',
      params: LessonParams,
      responses: {
        200: { description: 'How many paragraphs were spoken and how many kept their audio', schema: NarrateLessonResponse },
        ...authorsOnly,
        409: { description: "This server has no narration engine (the player uses the browser's voice)" },
        429: { description: 'Too many narration runs in ten minutes' },
      },
      async handle({ params, context }) {
        await deps.limiter.hit(`narration:${context.actor!.userId}`, narrationRunLimit);
        return { status: 200, body: await narrations.narrateLesson(params.courseId, params.lessonId, origin(context)) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/courses/:courseId/narration/jobs',
      summary: 'Narrate every lesson of a course in the background; its progress shows in GET /courses/:courseId/narration',
      tags,
      access: 'user',
      policy: 'proPlus',
      params: CourseParams,
      responses: {
        202: { description: 'The run, started or already under way', schema: NarrationJob },
        ...authorsOnly,
        409: { description: 'This server has no narration engine' },
        429: { description: 'Too many narration runs in ten minutes' },
      },
      async handle({ params, context }) {
        await deps.limiter.hit(`narration:${context.actor!.userId}`, narrationRunLimit);
        return { status: 202, body: await runs.start(params.courseId, origin(context)) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/courses/:courseId/lessons/:lessonId/narration',
      summary: "A lesson's narration for the player: each paragraph's words and its audio, when the server has it",
      description:
        "Enrolled learners read the published version; the course's authors and admins the draft. Without an engine (engine: null) or audio (audioUrl: null), the player speaks the words with the browser's speech synthesis.",
      tags,
      access: 'user',
      params: LessonParams,
      responses: { 200: { description: 'The manifest', schema: LessonNarrationManifest }, 403: { description: 'Not enrolled' }, 404: { description: 'No such lesson' } },
      async handle({ params, context }) {
        const actor = context.actor!;
        const [{ state, events }, standing] = await Promise.all([deps.courses.load(params.courseId), deps.access.standing(params.courseId, actor.userId)]);
        if (!state || !standing) throw new NotFoundError('No such course');
        const mayPreview = standing.isStaff || actor.role === 'admin';
        if (!mayPreview && !standing.isEnrolled) throw new AccessDeniedError('Enrol in this course to study it.');
        const shown = mayPreview ? state : state.publishedVersion === null ? null : foldCourse(events, state.publishedVersion);
        const lesson = shown ? findLesson(shown, params.lessonId) : null;
        if (!shown || !lesson) throw new NotFoundError('No such lesson');
        const narration = await narrations.loadNarration(params.courseId);
        return { status: 200, body: manifestOf(params.courseId, lesson, settingsOf(narration, shown), narration, narrations.engineName) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/courses/:courseId/narration/audio/:audioKey',
      summary: "One paragraph's narration audio (WAV from espeak-ng, MP3 from a speech endpoint)",
      tags,
      access: 'user',
      params: z.object({ courseId: EntityId, audioKey: NarrationAudioKey }),
      responses: { 200: { description: 'The audio' }, 403: { description: 'Not a member of the course' }, 404: { description: 'No such audio in this course' } },
      async handle({ params, context }) {
        const actor = context.actor!;
        const standing = await deps.access.standing(params.courseId, actor.userId);
        if (!standing) throw new NotFoundError('No such course');
        if (!isCourseMember(standing) && actor.role !== 'admin') throw new AccessDeniedError('Enrol in this course to hear it.');
        const file = await narrations.audio(params.courseId, params.audioKey);
        if (!file) throw new NotFoundError('No such audio in this course');
        // The key is a hash of the words and how they are spoken: the bytes under it never change.
        return { status: 200, raw: { contentType: file.contentType, bytes: file.bytes }, headers: { 'Cache-Control': 'private, max-age=31536000, immutable' } };
      },
    }),
  ];
}
