import { z } from 'zod';

/**
 * Which engine narrates lessons. `auto` takes a configured speech endpoint, else espeak-ng when the server finds it
 * at start-up, else none (the player then speaks with the browser's own speech synthesis).
 */
export const narrationEnvironment = {
  NARRATION_ENGINE: z
    .enum(['auto', 'espeak-ng', 'openai-compatible', 'none'], { message: "must be 'auto', 'espeak-ng', 'openai-compatible' or 'none'" })
    .default('auto'),
  /** The espeak-ng program: run as a separate process (it is GPL-3.0), never linked. */
  ESPEAK_NG_PATH: z.string().trim().min(1).default('espeak-ng'),
  /** An OpenAI-compatible speech endpoint's base URL, up to and including its version; `/audio/speech` is appended. */
  NARRATION_SPEECH_BASE_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  NARRATION_SPEECH_API_KEY: z.string().min(1).optional(),
  NARRATION_SPEECH_MODEL: z.string().trim().min(1).max(200).default('tts-1'),
  NARRATION_SPEECH_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
};

type NarrationEnvironment = z.infer<z.ZodObject<typeof narrationEnvironment>>;

export interface SpeechEndpointSettings {
  readonly baseUrl: string;
  readonly apiKey: string | null;
  readonly model: string;
  readonly timeoutMs: number;
}

export interface NarrationConfig {
  readonly engine: 'auto' | 'espeak-ng' | 'openai-compatible' | 'none';
  readonly espeakNgPath: string;
  /** Null when no speech endpoint is configured. */
  readonly speechEndpoint: SpeechEndpointSettings | null;
}

export function missingNarrationSettings(env: NarrationEnvironment): string[] {
  if (env.NARRATION_ENGINE === 'openai-compatible' && !env.NARRATION_SPEECH_BASE_URL) {
    return ['NARRATION_SPEECH_BASE_URL: required with NARRATION_ENGINE=openai-compatible (such as https://api.openai.com/v1)'];
  }
  return [];
}

export function narrationConfigOf(env: NarrationEnvironment): NarrationConfig {
  const speechEndpoint = env.NARRATION_SPEECH_BASE_URL
    ? Object.freeze({
        baseUrl: env.NARRATION_SPEECH_BASE_URL,
        apiKey: env.NARRATION_SPEECH_API_KEY ?? null,
        model: env.NARRATION_SPEECH_MODEL,
        timeoutMs: env.NARRATION_SPEECH_TIMEOUT_MS,
      })
    : null;
  return Object.freeze({ engine: env.NARRATION_ENGINE, espeakNgPath: env.ESPEAK_NG_PATH, speechEndpoint });
}
