import { LessonBlock, QuizItem, aiTaskTypes, languages } from '@pathwise/event-schemas';
import { z } from 'zod';
import { AdaptiveFeedback, AdaptiveFeedbackRequest } from '../adaptive/adaptive.contracts.js';

/** The tasks of `POST /api/ai/generate`, as spec section 7 names them. */
export const aiGenerateTasks = ['lesson_creation', 'quiz_generation', 'personalized_feedback'] as const;
export type AiGenerateTask = (typeof aiGenerateTasks)[number];

/** A creator's own material as text: a file's pages (a PDF gives one per page) or a pasted text as one page. */
export const SourceMaterial = z
  .object({
    fileName: z.string().trim().min(1).max(200),
    pages: z.array(z.string().max(100_000)).min(1).max(500),
  })
  .strict();
export type SourceMaterial = z.infer<typeof SourceMaterial>;

/**
 * What a generation draws on: the creator's material for a lesson or quiz (the language it is written in, and how
 * many items), or the attempt to give feedback on.
 */
export const AiGenerateContext = z
  .object({
    material: z.array(SourceMaterial).max(10).optional(),
    language: z.enum(languages).optional(),
    itemCount: z.number().int().min(1).max(20).optional(),
    feedback: AdaptiveFeedbackRequest.optional(),
  })
  .strict();
export type AiGenerateContext = z.input<typeof AiGenerateContext>;

export const AiGenerateRequest = z
  .object({
    taskType: z.enum(aiGenerateTasks),
    /** What to draft (a lesson's topic, the quiz's subject) or ask. */
    prompt: z.string().trim().min(1).max(4_000),
    context: AiGenerateContext.default({}),
    priority: z.enum(['low', 'normal', 'high']).default('normal'),
  })
  .strict();
export type AiGenerateRequest = z.input<typeof AiGenerateRequest>;

/** Where a drafted block came from: the sentence of the material, by file, page and paragraph. */
export const SourceReference = z.object({
  text: z.string(),
  file: z.string(),
  page: z.number().int().nullable(),
  paragraph: z.number().int(),
});
export type SourceReference = z.infer<typeof SourceReference>;

/** A sentence or answer no passage of the material supports: held back until a person reviews it. */
export const UnsupportedClaim = z.object({ index: z.number().int(), claim: z.string() });

export const GeneratedLesson = z.object({
  kind: z.literal('lesson'),
  title: z.string(),
  blocks: z.array(LessonBlock),
  estimatedMinutes: z.number().int(),
  /** Per block, the sentences of the material it holds or was built from. */
  sources: z.array(z.array(SourceReference)),
  unsupported: z.array(UnsupportedClaim),
});

export const GeneratedQuiz = z.object({
  kind: z.literal('quiz'),
  items: z.array(QuizItem),
  sources: z.array(z.array(SourceReference)),
  unsupported: z.array(UnsupportedClaim),
});

export const GeneratedFeedback = z.object({ kind: z.literal('feedback'), feedback: AdaptiveFeedback });

export const AiGenerateResponse = z.object({
  generationId: z.string(),
  taskType: z.enum(aiGenerateTasks),
  provider: z.string(),
  model: z.string(),
  content: z.discriminatedUnion('kind', [GeneratedLesson, GeneratedQuiz, GeneratedFeedback]),
  creditsSpent: z.number().int(),
  creditsLeft: z.number().int(),
});
export type AiGenerateResponse = z.infer<typeof AiGenerateResponse>;

/**
 * Variants of a lesson for the adaptive engine: easier (its key sentences and glossary), harder (the lesson, then
 * challenge questions from it), both drafted by the built-in provider; a translation needs a configured model.
 */
export const lessonVariantKinds = ['easier', 'harder', 'translation'] as const;
export type LessonVariantKind = (typeof lessonVariantKinds)[number];

export const LessonVariantRequest = z
  .object({
    courseId: z.string().min(1).max(100),
    lessonId: z.string().min(1).max(100),
    kind: z.enum(lessonVariantKinds),
    /** For a translation: the language to translate into. */
    targetLanguage: z.enum(languages).optional(),
  })
  .strict();
export type LessonVariantRequest = z.infer<typeof LessonVariantRequest>;

export const LessonVariantResponse = z.object({
  generationId: z.string(),
  kind: z.enum(lessonVariantKinds),
  provider: z.string(),
  model: z.string(),
  title: z.string(),
  blocks: z.array(LessonBlock),
  estimatedMinutes: z.number().int(),
  /** Per block, the sentences of the lesson it holds or was built from (empty for the lesson's own blocks). */
  sources: z.array(z.array(SourceReference)),
  creditsSpent: z.number().int(),
  creditsLeft: z.number().int(),
});
export type LessonVariantResponse = z.infer<typeof LessonVariantResponse>;

export const aiProviderStates = ['up', 'down', 'not_configured'] as const;

export const AiHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  providers: z.array(
    z.object({
      name: z.string(),
      state: z.enum(aiProviderStates),
      models: z.array(z.string()),
      /** Why it is down or what it needs, when it is not up. */
      detail: z.string().nullable(),
    }),
  ),
});
export type AiHealthResponse = z.infer<typeof AiHealthResponse>;

export const AiTaskMetrics = z.object({
  /** The generate route's tasks and the studio's own (drafting a course outline). */
  taskType: z.enum(aiTaskTypes),
  provider: z.string(),
  requests: z.number().int(),
  failures: z.number().int(),
  latencyMs: z.object({ p50: z.number().nullable(), p95: z.number().nullable() }),
  creditsSpent: z.number().int(),
});

/** Since this server started: the figures per task and provider. */
export const AiMetricsResponse = z.object({ since: z.iso.datetime(), tasks: z.array(AiTaskMetrics) });
export type AiMetricsResponse = z.infer<typeof AiMetricsResponse>;

