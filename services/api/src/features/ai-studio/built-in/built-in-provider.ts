import type { DraftingProvider, DraftRequest } from '../drafting-provider.js';
import { draftLesson, type DraftedLesson } from './lesson-drafting.js';
import { draftQuizItems, type DraftedQuizItem } from './quiz-drafting.js';
import { readSourceDocument, type SourceDocument } from './source-document.js';
import { sourceStatements, type SourceStatements } from './source-statements.js';
import { contentWords, stem } from './text-analysis.js';

interface ReadMaterial {
  readonly document: SourceDocument;
  readonly statements: SourceStatements;
}

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

function readMaterial(request: DraftRequest): ReadMaterial[] {
  return request.material.map((material) => {
    const document = readSourceDocument({ file: material.fileName, language: request.language, pages: material.pages });
    return { document, statements: sourceStatements(document) };
  });
}

/** Every section with text, the ones sharing most words with the prompt first (its heading counting double). */
function sectionsByRelevance(read: readonly ReadMaterial[], prompt: string) {
  const language = read[0]?.document.language ?? 'en';
  const wanted = new Set(contentWords(prompt, language).map(stem));
  return read
    .flatMap(({ document }, material) =>
      document.sections.flatMap((section, index) => {
        if (section.passages.length === 0) return [];
        const count = (text: string) => new Set(contentWords(text, language).map(stem).filter((word) => wanted.has(word))).size;
        const score = 2 * count(section.heading) + count(section.passages.map((passage) => passage.text).join(' '));
        return [{ material, section: index, score, order: material * 10_000 + index }];
      }),
    )
    .sort((a, b) => b.score - a.score || a.order - b.order);
}
