import { randomUUID } from 'node:crypto';
import type {
  AdaptiveFeedback,
  AiGenerateResponse,
  AiGenerateTask,
  LessonVariantKind,
  LessonVariantResponse,
  SourceMaterial,
  SourceReference,
} from '@pathwise/contracts';
import type { AiTaskType } from '@pathwise/event-schemas';
import type { EventMetadata } from '@pathwise/event-store';
import { AccessDeniedError, HttpError, InvalidRequestError } from '../../http/http-errors.js';
import type { Actor } from '../../kernel/actor.js';
import type { Accounts, RateLimit, RateLimiter } from '../identity/index.js';
import type { AiMetrics } from './ai-metrics.js';
import { NothingToDraftError } from './built-in/built-in-provider.js';
import { readMaterial } from './built-in/material-retrieval.js';
import { draftLessonVariant, type VariantSource } from './built-in/lesson-variants.js';
import type { SourceQuote } from './built-in/source-statements.js';
import type { MaterialLanguage } from './built-in/text-analysis.js';
import type { DraftingProvider } from './drafting-provider.js';
import { ModelReplyError } from './openai-compatible/openai-compatible-provider.js';
import OpenAI from 'openai';
import { checkGrounding, checkItemGrounding } from './grounding-check.js';

export interface GenerationRequest {
  readonly taskType: AiGenerateTask;
  readonly prompt: string;
  readonly context: {
    readonly material?: readonly SourceMaterial[] | undefined;
    readonly language?: MaterialLanguage | undefined;
    readonly itemCount?: number | undefined;
    readonly feedback?: { readonly courseId: string; readonly quizId?: string | undefined; readonly attemptId?: string | undefined } | undefined;
  };
}

/** One piece of AI work as the credits see it: its task, its price, who does it, and where its material was given. */
export interface GenerationJob {
  readonly task: AiTaskType;
  readonly credits: number;
  readonly provider: { readonly name: string; readonly model: string };
  readonly materialPointer: string;
}

export interface ChargedGeneration<T> {
  readonly generationId: string;
  readonly value: T;
  readonly creditsSpent: number;
  readonly creditsLeft: number;
}

/** Generations per person in ten minutes: enough for a creator at work, too few to drain a server. */
export const generationLimit: RateLimit = { limit: 30, windowSeconds: 600 };
const CHARACTERS_PER_CREDIT = 5_000;
const MAX_CREDITS = 20;
const DEFAULT_ITEM_COUNT = 5;
/** Generations one person may have under way at once. */
export const CONCURRENT_GENERATIONS = 2;

/**
 * One generation: its credits taken from the account before the work (refused with 402 when too few are left), the
 * work done by the configured provider, every drafted sentence and answer checked against the material, and the
 * credits given back if the work fails.
 */
export class AiGenerations {
  /** Each person's generations under way in this process: a model call is slow, and a few at once is enough. */
  readonly #running = new Map<string, number>();

  constructor(
    private readonly deps: {
      readonly accounts: Accounts;
      readonly limiter: RateLimiter;
      readonly provider: DraftingProvider;
      readonly metrics: AiMetrics;
      readonly feedback: (userId: string, request: NonNullable<GenerationRequest['context']['feedback']>) => Promise<AdaptiveFeedback>;
    },
  ) {}

  async generate(actor: Actor, request: GenerationRequest, requestId: string): Promise<AiGenerateResponse> {
    refuseWhatCannotRun(actor, request);
    const provider = request.taskType === 'personalized_feedback' ? { name: 'adaptive-engine', model: 'evidence-1' } : this.deps.provider;
    const job = { task: request.taskType, credits: creditsFor(request), provider, materialPointer: '#/body/context/material' };
    const { generationId, value: content, creditsSpent, creditsLeft } = await this.charged(actor, job, requestId, () => this.#run(actor, request));
    return { generationId, taskType: request.taskType, provider: provider.name, model: provider.model, content, creditsSpent, creditsLeft };
  }


  /**
   * A variant of a lesson: easier or harder by the built-in drafting from the lesson itself, whatever provider is
   * configured (extraction keeps every sentence the lesson's own); a translation by the configured model only, so
   * without one that request alone is refused, before any credit is taken, saying what it needs.
   */
  async lessonVariant(
    actor: Actor,
    request: { readonly kind: LessonVariantKind; readonly lesson: VariantSource; readonly targetLanguage?: MaterialLanguage | undefined },
    requestId: string,
  ): Promise<LessonVariantResponse> {
    const { kind, lesson } = request;
    const translator = this.deps.provider.translateLesson?.bind(this.deps.provider);
    if (kind === 'translation') {
      if (!translator) {
        throw new HttpError(
          409,
          'A language model is needed',
          'Translating a lesson needs a configured model: set AI_PROVIDER=openai-compatible with AI_BASE_URL and AI_MODEL. The easier and harder variants work without one.',
        );
      }
      if (!request.targetLanguage || request.targetLanguage === lesson.language) {
        throw new InvalidRequestError([{ pointer: '#/body/targetLanguage', detail: 'Choose a language other than the lesson\'s to translate into' }]);
      }
    }
    const characters = lesson.blocks.reduce((sum, block) => sum + (block.kind === 'text' ? block.text.length : 0), 0);
    const credits = Math.min(MAX_CREDITS, Math.max(1, Math.ceil(characters / CHARACTERS_PER_CREDIT)));
    const provider = kind === 'translation' ? this.deps.provider : { name: 'built-in', model: 'extractive-1' };
    const job = { task: 'lesson_variant' as const, credits, provider, materialPointer: '#/body/lessonId' };
    const { generationId, value: drafted, creditsSpent, creditsLeft } = await this.charged(actor, job, requestId, async () =>
      kind === 'translation' ? translated(lesson, request.targetLanguage!, translator!) : draftLessonVariant(kind, lesson),
    );
    return {
      generationId,
      kind,
      provider: provider.name,
      model: provider.model,
      title: drafted.title,
      blocks: drafted.blocks.map(({ block }) => block),
      estimatedMinutes: drafted.estimatedMinutes,
      sources: drafted.blocks.map(({ sources }) => sources.map(sourceReference)),
      creditsSpent,
      creditsLeft,
    };
  }

  /**
   * Any generation's frame: rate-limited, a few at once per person, its credits taken before the work and given back
   * if the work fails; material with nothing to draft from is a 400 naming `materialPointer`.
   */
  async charged<T>(actor: Actor, job: GenerationJob, requestId: string, work: () => Promise<T>): Promise<ChargedGeneration<T>> {
    await this.deps.limiter.hit(`ai-generate:${actor.userId}`, generationLimit);
    const running = this.#running.get(actor.userId) ?? 0;
    if (running >= CONCURRENT_GENERATIONS) {
      throw new HttpError(429, 'Too many requests', `${CONCURRENT_GENERATIONS} generations of yours are running; wait for one to finish.`);
    }
    this.#running.set(actor.userId, running + 1);
    try {
      return await this.#charged(actor, job, requestId, work);
    } finally {
      const left = (this.#running.get(actor.userId) ?? 1) - 1;
      if (left > 0) this.#running.set(actor.userId, left);
      else this.#running.delete(actor.userId);
    }
  }

  async #charged<T>(actor: Actor, job: GenerationJob, requestId: string, work: () => Promise<T>): Promise<ChargedGeneration<T>> {
    const generationId = randomUUID();
    const { credits, provider } = job;
    const metadata: EventMetadata = { correlationId: requestId, actor: { kind: 'user', id: actor.userId } };
    await this.deps.accounts.execute(actor.userId, { type: 'SpendAiCredits', generationId, task: job.task, credits }, metadata);
    const started = performance.now();
    try {
      const value = await work();
      this.deps.metrics.record(job.task, provider.name, { ok: true, latencyMs: performance.now() - started, credits });
      const account = await this.deps.accounts.load(actor.userId);
      return { generationId, value, creditsSpent: credits, creditsLeft: account.state.aiCreditBalance };
    } catch (error) {
      this.deps.metrics.record(job.task, provider.name, { ok: false, latencyMs: performance.now() - started, credits });
      await this.deps.accounts.execute(actor.userId, { type: 'RefundAiCredits', generationId }, metadata);
      if (error instanceof NothingToDraftError) throw new InvalidRequestError([{ pointer: job.materialPointer, detail: error.message }]);
      if (error instanceof ModelReplyError || error instanceof OpenAI.APIError) {
        throw new HttpError(502, 'AI provider failed', `${provider.name} could not draft this: ${error.message} Your credits were given back.`);
      }
      throw error;
    }
  }

  async #run(actor: Actor, request: GenerationRequest): Promise<AiGenerateResponse['content']> {
    const language = request.context.language ?? 'en';
    const material = request.context.material ?? [];
    if (request.taskType === 'personalized_feedback') {
      return { kind: 'feedback', feedback: await this.deps.feedback(actor.userId, request.context.feedback!) };
    }
    const quotes = (sources: readonly SourceQuote[]) => sources.map(sourceReference);
    // Whatever a provider cites, a claim counts as supported only by a sentence of the material itself.
    const allQuotes = readMaterial({ prompt: request.prompt, material, language }).flatMap(({ statements }) => statements.quotes);
    if (request.taskType === 'lesson_creation') {
      const lesson = await this.deps.provider.draftLesson({ prompt: request.prompt, material, language });
      const unsupported = lesson.blocks.flatMap(({ block }, index) =>
        block.kind === 'text'
          ? checkGrounding(block.text, allQuotes, language).filter((claim) => !claim.supported).map((claim) => ({ index, claim: claim.claim }))
          : [],
      );
      return {
        kind: 'lesson',
        title: lesson.title,
        blocks: lesson.blocks.map(({ block }) => block),
        estimatedMinutes: lesson.estimatedMinutes,
        sources: lesson.blocks.map((block) => quotes(block.sources)),
        unsupported,
      };
    }
    const items = await this.deps.provider.draftQuiz({ prompt: request.prompt, material, language, itemCount: request.context.itemCount ?? DEFAULT_ITEM_COUNT });
    const unsupported = items.flatMap(({ item }, index) => {
      const grounded = checkItemGrounding(item, allQuotes, language);
      return grounded.supported ? [] : [{ index, claim: grounded.claim }];
    });
    return { kind: 'quiz', items: items.map(({ item }) => item), sources: items.map((item) => quotes(item.sources)), unsupported };
  }
}

/** What no credits should be spent on: a learner drafting course content, a draft without material, feedback without its attempt. */
function refuseWhatCannotRun(actor: Actor, request: GenerationRequest): void {
  if (request.taskType === 'personalized_feedback') {
    if (!request.context.feedback) {
      throw new InvalidRequestError([{ pointer: '#/body/context/feedback', detail: 'Name the course (and the quiz or attempt) to give feedback on' }]);
    }
    return;
  }
  if (actor.role === 'student') throw new AccessDeniedError('Drafting lessons and quizzes is for creators and instructors.', [{ pointer: '#/body/taskType', detail: 'Only creators and instructors draft course content' }]);
  if (!request.context.material || request.context.material.length === 0) {
    throw new InvalidRequestError([{ pointer: '#/body/context/material', detail: 'Give the material to draft from: at least one file or pasted text' }]);
  }
}

/** A credit for every 5,000 characters of material (at least one, at most 20); feedback costs one. */
export function creditsFor(request: GenerationRequest): number {
  if (request.taskType === 'personalized_feedback') return 1;
  return creditsForMaterial(request.context.material ?? []);
}

/** A credit for every 5,000 characters of material, at least one and at most 20. */
export function creditsForMaterial(material: readonly SourceMaterial[]): number {
  const characters = material.reduce((sum, file) => sum + file.pages.reduce((pages, page) => pages + page.length, 0), 0);
  return Math.min(MAX_CREDITS, Math.max(1, Math.ceil(characters / CHARACTERS_PER_CREDIT)));
}

/** The lesson in another language: its text blocks translated by the model, the others carried over as they are. */
async function translated(
  lesson: VariantSource,
  to: MaterialLanguage,
  translate: NonNullable<DraftingProvider['translateLesson']>,
): Promise<{ title: string; blocks: { block: VariantSource['blocks'][number]; sources: SourceQuote[] }[]; estimatedMinutes: number }> {
  const texts = lesson.blocks.flatMap((block) => (block.kind === 'text' ? [block.text] : []));
  const reply = await translate({ title: lesson.title, texts, from: lesson.language, to });
  let next = 0;
  const blocks = lesson.blocks.map((block) => ({ block: block.kind === 'text' ? { kind: 'text' as const, text: reply.texts[next++]! } : block, sources: [] }));
  const words = reply.texts.reduce((sum, text) => sum + text.split(/\s+/).length, 0);
  return { title: reply.title, blocks, estimatedMinutes: Math.max(1, Math.round(words / 200)) };
}

/** Where a quote stands in the material, as answers name it. */
export function sourceReference(quote: SourceQuote): SourceReference {
  return { text: quote.text, file: quote.location.file, page: quote.location.page, paragraph: quote.location.paragraph };
}
