import type { SourceMaterial } from '@pathwise/contracts';
import type { DraftedLesson } from './built-in/lesson-drafting.js';
import type { DraftedQuizItem } from './built-in/quiz-drafting.js';
import type { MaterialLanguage } from './built-in/text-analysis.js';

export interface DraftRequest {
  /** What to draft: a lesson's topic, a quiz's subject. */
  readonly prompt: string;
  readonly material: readonly SourceMaterial[];
  readonly language: MaterialLanguage;
}

export interface TranslationRequest {
  readonly title: string;
  /** The lesson's text blocks, in order; other blocks (a video, an image, a check) are carried over as they are. */
  readonly texts: readonly string[];
  readonly from: MaterialLanguage;
  readonly to: MaterialLanguage;
}

export interface ProviderHealth {
  readonly state: 'up' | 'down' | 'not_configured';
  readonly detail: string | null;
}

/**
 * What drafts lessons and quiz items from a creator's material: the built-in, offline drafting, or a model behind
 * an OpenAI-compatible endpoint. Whichever drafts, the grounding check judges the result the same way.
 */
export interface DraftingProvider {
  readonly name: string;
  readonly model: string;
  draftLesson(request: DraftRequest): Promise<DraftedLesson>;
  draftQuiz(request: DraftRequest & { readonly itemCount: number }): Promise<DraftedQuizItem[]>;
  /** Only a language model translates: extraction cannot write another language. Absent on the built-in provider. */
  translateLesson?(request: TranslationRequest): Promise<{ readonly title: string; readonly texts: readonly string[] }>;
  health(): Promise<ProviderHealth>;
}
