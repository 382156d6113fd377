import type { DraftRequest } from '../drafting-provider.js';
import { readSourceDocument, type SourceDocument } from './source-document.js';
import { sourceStatements, type SourceStatements } from './source-statements.js';
import { contentWords, stem } from './text-analysis.js';

/** A file of the creator's material, read into its sections and statements. */
export interface ReadMaterial {
  readonly document: SourceDocument;
  readonly statements: SourceStatements;
}

export interface RelevantSection {
  /** Which file (its index in the request's material) and which of its sections. */
  readonly material: number;
  readonly section: number;
  /** How many of the prompt's words it shares (its heading's counting double); 0 when none. */
  readonly score: number;
}

export function readMaterial(request: DraftRequest): ReadMaterial[] {
  return request.material.map((material) => {
    const document = readSourceDocument({ file: material.fileName, language: request.language, pages: material.pages });
    return { document, statements: sourceStatements(document) };
  });
}

/** Every section with text, the ones sharing most words with the prompt first (its heading counting double). */
export function sectionsByRelevance(read: readonly ReadMaterial[], prompt: string): RelevantSection[] {
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
