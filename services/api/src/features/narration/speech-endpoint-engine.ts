import type { NarrationSettings, NarrationVoice } from '@pathwise/event-schemas';
import OpenAI from 'openai';
import type { SpeechEndpointSettings } from '../../config/narration-config.js';
import type { NarrationEngine, SpokenAudio } from './narration-engine.js';

/** OpenAI's speech voices for the platform's voices; compatible servers (Kokoro, openedai-speech) take the same names. */
const endpointVoices: Readonly<Record<NarrationVoice, string>> = { clear: 'alloy', warm: 'nova', deep: 'onyx', bright: 'shimmer' };
const RETRIES = 2;

/**
 * An OpenAI-compatible `/audio/speech` endpoint, through the official client (its time-outs and retries with
 * back-off). The language is the text's own: such voices read whatever language they are given.
 */
export class SpeechEndpointEngine implements NarrationEngine {
  readonly name = 'openai-compatible' as const;
  readonly #client: OpenAI;

  constructor(private readonly settings: SpeechEndpointSettings) {
    this.#client = new OpenAI({
      baseURL: settings.baseUrl,
      // A local server may want no key; the client insists on one, which such a server ignores.
      apiKey: settings.apiKey ?? 'no-key',
      timeout: settings.timeoutMs,
      maxRetries: RETRIES,
    });
  }

  async speak(text: string, settings: NarrationSettings): Promise<SpokenAudio> {
    const response = await this.#client.audio.speech.create({
      model: this.settings.model,
      voice: endpointVoices[settings.voice],
      input: text,
      speed: settings.speed,
      response_format: 'mp3',
    });
    return { bytes: Buffer.from(await response.arrayBuffer()), contentType: 'audio/mpeg' };
  }
}
