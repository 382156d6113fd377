import type { DraftingProvider } from '../drafting-provider.js';
import { draftLesson, type DraftedLesson } from './lesson-drafting.js';
import { readMaterial, sectionsByRelevance } from './material-retrieval.js';
import { draftQuizItems, type DraftedQuizItem } from './quiz-drafting.js';

/** The offline provider: it drafts only from the material it is given, by extraction (ADR 53). */
export const builtInProvider: DraftingProvider = {
  name: 'built-in',
  model: 'extractive-1',
  async draftLesson(request) {
    const read = readMaterial(request);
    const [best] = sectionsByRelevance(read, request.prompt);
    if (!best) throw new NothingToDraftError();
    const { document, statements } = read[best.material]!;
    return draftLesson(document, statements, { section: best.section, skillIds: [] }) satisfies DraftedLesson;
  },
  async draftQuiz(request) {
    const read = readMaterial(request);
    const relevant = sectionsByRelevance(read, request.prompt);
    const matching = relevant.filter((section) => section.score > 0);
    const chosen = matching.length > 0 ? matching : relevant;
    const items: DraftedQuizItem[] = read.flatMap(({ statements }, material) =>
      draftQuizItems(statements, {
        language: request.language,
        sections: chosen.filter((section) => section.material === material).map((section) => section.section),
        skillIds: [],
        maxItems: request.itemCount,
      }),
    );
    if (items.length === 0) throw new NothingToDraftError();
    return items.slice(0, request.itemCount);
  },
  async health() {
    return { state: 'up', detail: null };
  },
};

/** The material holds no section with text, or no statement a question could be made of. */
export class NothingToDraftError extends Error {
  constructor() {
    super('The material has no text to draft from: add paragraphs with definitions or facts, or another file.');
    this.name = 'NothingToDraftError';
  }
}
