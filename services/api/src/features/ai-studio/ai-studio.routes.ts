import { AiGenerateRequest, AiGenerateResponse, AiHealthResponse, AiMetricsResponse, LessonVariantRequest, LessonVariantResponse } from '@pathwise/contracts';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { AccessDeniedError, InvalidRequestError, NotFoundError } from '../../http/http-errors.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import { findLesson, type CourseCommands } from '../courses/index.js';
import type { AiGenerations } from './ai-generations.service.js';
import type { AiMetrics } from './ai-metrics.js';
import type { DraftingProvider } from './drafting-provider.js';

const tags = ['ai-studio'];

export interface AiStudioRouteDeps {
  readonly generations: AiGenerations;
  readonly providers: readonly DraftingProvider[];
  readonly metrics: AiMetrics;
  readonly courses: Pick<CourseCommands, 'load'>;
  readonly access: CourseAccess;
}

export function aiStudioRoutes(deps: AiStudioRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/ai/lesson-variants',
      summary: "An easier or harder variant of a lesson, or its translation, for the course's authors to add (pro_plus); costs AI credits",
      description:
        "Easier: the lesson's key sentences and glossary; harder: the lesson, then challenge questions from it; both drafted from the lesson alone by the built-in provider. A translation needs a configured model (409 saying so without one). Nothing is saved: the authors add the variant as a lesson.",
      tags,
      access: 'user',
      policy: 'proPlus',
      body: LessonVariantRequest,
      responses: { 200: { description: 'The variant, its sources and the credits it cost', schema: LessonVariantResponse } },
      async handle({ body, context }) {
        const actor = context.actor!;
        const standing = await deps.access.standing(body.courseId, actor.userId);
        if (!standing) throw new NotFoundError('No such course', [{ pointer: '#/body/courseId', detail: 'No such course' }]);
        if (!standing.isStaff) throw new AccessDeniedError("Only the course's creator and co-authors make variants of its lessons.", [{ pointer: '#/body/courseId', detail: "Only the course's authors" }]);
        const { state: course } = await deps.courses.load(body.courseId);
        const lesson = course ? findLesson(course, body.lessonId) : null;
        if (!course || !lesson) throw new InvalidRequestError([{ pointer: '#/body/lessonId', detail: 'The course has no such lesson' }]);
        const variant = await deps.generations.lessonVariant(
          actor,
          { kind: body.kind, lesson: { title: lesson.title, blocks: lesson.blocks, language: course.details.language }, targetLanguage: body.targetLanguage },
          context.requestId,
        );
        return { status: 200, body: variant };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/ai/generate',
      summary: 'Draft a lesson or quiz items from your material, or feedback on an attempt; costs AI credits',
      description:
        'Credits are taken before the work (402 when too few are left) and given back if it fails. Every drafted block names the sentences of the material it came from; sentences and answers the material does not support are listed under `unsupported`.',
      tags,
      access: 'user',
      body: AiGenerateRequest,
      responses: { 200: { description: 'What was drafted, its sources and the credits it cost', schema: AiGenerateResponse } },
      async handle({ body, context }) {
        return { status: 200, body: await deps.generations.generate(context.actor!, body, context.requestId) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/ai/health',
      summary: 'The drafting providers and their state',
      tags,
      access: 'user',
      responses: { 200: { description: 'Each provider with its state and models', schema: AiHealthResponse } },
      async handle() {
        const providers = await Promise.all(
          deps.providers.map(async (provider) => {
            const health = await provider.health();
            return { name: provider.name, models: health.state === 'not_configured' ? [] : [provider.model], ...health };
          }),
        );
        return { status: 200, body: { status: providers.every((provider) => provider.state !== 'down') ? 'ok' : 'degraded', providers } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/ai/metrics',
      summary: "This server's generations since it started, per task and provider",
      tags,
      access: 'user',
      policy: 'admin',
      responses: { 200: { description: 'Requests, failures, latency and credits per task and provider', schema: AiMetricsResponse } },
      async handle() {
        return { status: 200, body: deps.metrics.snapshot() };
      },
    }),
  ];
}
