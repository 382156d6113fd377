import { z } from 'zod';

/** The AI studio's settings: the built-in drafting by default, or a model behind an OpenAI-compatible endpoint. */
export const aiEnvironment = {
  /** `built-in` (offline, from the creator's material only) or `openai-compatible` (OpenAI, Ollama, vLLM, llama.cpp). */
  AI_PROVIDER: z.enum(['built-in', 'openai-compatible'], { message: "must be 'built-in' or 'openai-compatible'" }).default('built-in'),
  /** The endpoint's base URL, up to and including its version (https://api.openai.com/v1, http://localhost:11434/v1). */
  AI_BASE_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  /** The endpoint's key; a local server may need none. */
  AI_API_KEY: z.string().min(1).optional(),
  /** The model for every task, unless a task names its own. */
  AI_MODEL: z.string().trim().min(1).max(200).optional(),
  AI_LESSON_MODEL: z.string().trim().min(1).max(200).optional(),
  AI_QUIZ_MODEL: z.string().trim().min(1).max(200).optional(),
  /** How long one call may take before it is abandoned (and retried, twice at most). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
};

type AiEnvironment = z.infer<z.ZodObject<typeof aiEnvironment>>;

export interface OpenAiCompatibleSettings {
  readonly baseUrl: string;
  readonly apiKey: string | null;
  readonly models: { readonly lesson: string; readonly quiz: string };
  readonly timeoutMs: number;
}

export type AiConfig = { readonly provider: 'built-in' } | ({ readonly provider: 'openai-compatible' } & OpenAiCompatibleSettings);

/** What is missing for the chosen provider, each said as start-up says it. */
export function missingAiSettings(env: AiEnvironment): string[] {
  if (env.AI_PROVIDER !== 'openai-compatible') return [];
  const missing: string[] = [];
  if (!env.AI_BASE_URL) missing.push('AI_BASE_URL: required with AI_PROVIDER=openai-compatible (such as https://api.openai.com/v1)');
  if (!env.AI_MODEL && !(env.AI_LESSON_MODEL && env.AI_QUIZ_MODEL)) {
    missing.push('AI_MODEL: required with AI_PROVIDER=openai-compatible, unless AI_LESSON_MODEL and AI_QUIZ_MODEL are both given');
  }
  return missing;
}

export function aiConfigOf(env: AiEnvironment): AiConfig {
  if (env.AI_PROVIDER === 'built-in') return Object.freeze({ provider: 'built-in' });
  return Object.freeze({
    provider: 'openai-compatible',
    baseUrl: env.AI_BASE_URL!,
    apiKey: env.AI_API_KEY ?? null,
    models: Object.freeze({ lesson: env.AI_LESSON_MODEL ?? env.AI_MODEL!, quiz: env.AI_QUIZ_MODEL ?? env.AI_MODEL! }),
    timeoutMs: env.AI_TIMEOUT_MS,
  });
}
