import type { MaterialLanguage } from '../built-in/text-analysis.js';

/** A passage of the course handed to a model, named so its answer can cite it. */
export interface NamedCoursePassage {
  readonly id: string;
  readonly text: string;
}

export interface AnswerRequest {
  readonly question: string;
  readonly language: MaterialLanguage;
  readonly passages: readonly NamedCoursePassage[];
}

export interface WrittenAnswer {
  /** False when the model finds no answer in the passages: the assistant then says the course does not cover it. */
  readonly covered: boolean;
  readonly answer: string;
  readonly sourceIds: readonly string[];
}

/**
 * A model that writes an answer from the course passages retrieval found (retrieval-augmented generation). Without
 * one configured, the assistant answers with the passages' own sentences.
 */
export interface AnswerWriter {
  readonly name: string;
  readonly model: string;
  answerFromPassages(request: AnswerRequest): Promise<WrittenAnswer>;
}
