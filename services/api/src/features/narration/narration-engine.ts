import type { NarrationSettings } from '@pathwise/event-schemas';
import type { NarrationEngineName } from '@pathwise/contracts';

export interface SpokenAudio {
  readonly bytes: Buffer;
  readonly contentType: string;
}

/** What speaks a paragraph: espeak-ng on this machine, or an OpenAI-compatible speech endpoint. */
export interface NarrationEngine {
  readonly name: NarrationEngineName;
  speak(text: string, settings: NarrationSettings): Promise<SpokenAudio>;
}
