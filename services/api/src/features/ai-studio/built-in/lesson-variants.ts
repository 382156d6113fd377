import type { LessonBlock } from '@pathwise/event-schemas';
import { NothingToDraftError } from './built-in-provider.js';
import { draftingWording } from './drafting-wording.js';
import type { DraftedBlock, DraftedLesson } from './lesson-drafting.js';
import { summarySentences } from './lesson-drafting.js';
import { readMaterial } from './material-retrieval.js';
import { draftQuizItems } from './quiz-drafting.js';
import type { MaterialLanguage } from './text-analysis.js';

/** Easier: the lesson's key sentences and glossary alone. Harder: the whole lesson, then challenge questions. */
export type LessonVariantKind = 'easier' | 'harder';

export interface VariantSource {
  readonly title: string;
  readonly blocks: readonly LessonBlock[];
  readonly language: MaterialLanguage;
}

const CHALLENGE_QUESTIONS = 5;

/**
 * A variant of a lesson for the adaptive engine to offer learners who need it plainer or harder, made by extraction
 * from the lesson's own text as the built-in drafting makes everything (ADR 53): nothing is written anew but the
 * headings. The lesson's text blocks are its material, read section by section.
 */
export function draftLessonVariant(kind: LessonVariantKind, lesson: VariantSource): DraftedLesson {
  const text = lesson.blocks.flatMap((block) => (block.kind === 'text' ? [block.text] : [])).join('\n\n');
  const [read] = readMaterial({ prompt: lesson.title, language: lesson.language, material: [{ fileName: lesson.title, pages: [`# ${lesson.title}\n\n${text}`] }] });
  if (!read || text.trim() === '') throw new NothingToDraftError();
  const wording = draftingWording[lesson.language];
  const { document, statements } = read;

  if (kind === 'easier') {
    const blocks: DraftedBlock[] = document.sections.flatMap((_, section) => {
      const key = summarySentences(
        statements.quotes.filter((quote) => quote.section === section),
        lesson.language,
      );
      return key.length === 0 ? [] : [{ block: { kind: 'text' as const, text: key.map((quote) => quote.text).join(' ') }, sources: key }];
    });
    if (statements.definitions.length > 0) {
      const list = statements.definitions.map((definition) => `- **${definition.term}**: ${definition.definition}`).join('\n');
      blocks.push({ block: { kind: 'text', text: `### ${wording.keyTerms}\n\n${list}` }, sources: statements.definitions.map((definition) => definition.quote) });
    }
    if (blocks.length === 0) throw new NothingToDraftError();
    return { title: wording.easierTitle(lesson.title), blocks, estimatedMinutes: minutesToRead(blocks) };
  }

  // Recall before recognition: the drafted items' difficulty guesses rank typing an answer above choosing one.
  const challenges = draftQuizItems(statements, { language: lesson.language, skillIds: [], maxItems: 50 })
    .map((drafted, order) => ({ drafted, order }))
    .sort((a, b) => b.drafted.item.difficulty - a.drafted.item.difficulty || a.order - b.order)
    .slice(0, CHALLENGE_QUESTIONS)
    .map(({ drafted }) => drafted);
  if (challenges.length === 0) throw new NothingToDraftError();
  const blocks: DraftedBlock[] = [
    ...lesson.blocks.map((block) => ({ block, sources: [] })),
    { block: { kind: 'text', text: `### ${wording.challengeQuestions}` }, sources: [] },
    ...challenges.map(({ item, sources }) => ({ block: { kind: 'check' as const, item }, sources })),
  ];
  return { title: wording.harderTitle(lesson.title), blocks, estimatedMinutes: minutesToRead(blocks) + challenges.length };
}

function minutesToRead(blocks: readonly DraftedBlock[]): number {
  const words = blocks.reduce((sum, { block }) => sum + (block.kind === 'text' ? block.text.split(/\s+/).length : 0), 0);
  return Math.max(1, Math.round(words / 200));
}
