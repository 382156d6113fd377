import type { LessonBlock } from '@pathwise/event-schemas';
import { draftingWording } from './drafting-wording.js';
import { draftQuizItems } from './quiz-drafting.js';
import type { SourceDocument } from './source-document.js';
import type { SourceQuote, SourceStatements } from './source-statements.js';
import { contentWords, stem, type MaterialLanguage } from './text-analysis.js';

/** A drafted block of a lesson with the sentences of the material it holds or was built from. */
export interface DraftedBlock {
  readonly block: LessonBlock;
  readonly sources: readonly SourceQuote[];
}

export interface DraftedLesson {
  readonly title: string;
  readonly blocks: readonly DraftedBlock[];
  readonly estimatedMinutes: number;
}

const WORDS_READ_PER_MINUTE = 200;
const SUMMARY_SENTENCES = 2;

/**
 * A lesson assembled from one section of the material: its own passages, a short summary made of its most telling
 * sentences, its key terms with the material's definitions, and a question to check oneself. Nothing in it is
 * written anew except the headings of its parts.
 */
export function draftLesson(
  document: SourceDocument,
  statements: SourceStatements,
  request: { readonly section: number; readonly skillIds: readonly string[] },
): DraftedLesson {
  const section = document.sections[request.section]!;
  const wording = draftingWording[document.language];
  const quotes = statements.quotes.filter((quote) => quote.section === request.section);
  const blocks: DraftedBlock[] = section.passages.map((passage) => ({
    block: { kind: 'text', text: passage.text },
    sources: quotes.filter((quote) => quote.location === passage.location),
  }));
  const summary = summarySentences(quotes, document.language);
  if (summary.length > 0 && quotes.length > SUMMARY_SENTENCES) {
    const lines = summary.map((quote) => `> ${quote.text}`).join('\n');
    blocks.push({ block: { kind: 'text', text: `> [!NOTE]\n> **${wording.summary}**\n>\n${lines}` }, sources: summary });
  }
  const definitions = statements.definitions.filter((definition) => definition.quote.section === request.section);
  if (definitions.length > 0) {
    const list = definitions.map((definition) => `- **${definition.term}**: ${definition.definition}`).join('\n');
    blocks.push({ block: { kind: 'text', text: `### ${wording.keyTerms}\n\n${list}` }, sources: definitions.map((definition) => definition.quote) });
  }
  const [check] = draftQuizItems(statements, { language: document.language, sections: [request.section], skillIds: request.skillIds, maxItems: 1 });
  if (check) blocks.push({ block: { kind: 'check', item: check.item }, sources: check.sources });
  const words = section.passages.reduce((sum, passage) => sum + passage.text.split(/\s+/).length, 0);
  return { title: section.heading, blocks, estimatedMinutes: Math.max(1, Math.round(words / WORDS_READ_PER_MINUTE)) };
}

/**
 * The section's most telling sentences, in their own order: those whose words recur most across the section (a
 * sentence that uses the section's vocabulary says what the section is about), longer ones not favoured.
 */
export function summarySentences(quotes: readonly SourceQuote[], language: MaterialLanguage): SourceQuote[] {
  const frequency = new Map<string, number>();
  const wordsOf = quotes.map((quote) => [...new Set(contentWords(quote.text, language).map(stem))]);
  for (const words of wordsOf) for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const scored = quotes.map((quote, index) => {
    const words = wordsOf[index]!;
    const score = words.length === 0 ? 0 : words.reduce((sum, word) => sum + frequency.get(word)! - 1, 0) / Math.sqrt(words.length);
    return { quote, index, score };
  });
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, SUMMARY_SENTENCES)
    .sort((a, b) => a.index - b.index)
    .map(({ quote }) => quote);
}
