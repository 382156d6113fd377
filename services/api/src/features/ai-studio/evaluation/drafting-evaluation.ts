import type { QuizItem } from '@pathwise/event-schemas';
import { checkGrounding, checkItemGrounding } from '../grounding-check.js';
import { draftLesson } from '../built-in/lesson-drafting.js';
import { draftOutline } from '../built-in/outline-drafting.js';
import { draftQuizItems, mentions } from '../built-in/quiz-drafting.js';
import { readSourceDocument, type MaterialText } from '../built-in/source-document.js';
import { sourceStatements } from '../built-in/source-statements.js';
import { tokens } from '../built-in/text-analysis.js';

/** What the built-in drafting made of one document, and how much of it the document supports. */
export interface DraftingEvaluation {
  readonly file: string;
  readonly language: MaterialText['language'];
  /** Sections with text, and how many of them the outline gives a lesson. */
  readonly sections: number;
  readonly sectionsCovered: number;
  readonly quizItems: number;
  /** Items whose correct answer the grounding check finds in one sentence of the document. */
  readonly quizItemsSupported: number;
  /** Items that give their own answer away in their question. */
  readonly answersInQuestion: number;
  /** Items asking the same question with the same answer as an earlier one. */
  readonly duplicateItems: number;
  /** Sentences of the drafted lessons (one per outline lesson) that claim something, and how many are supported. */
  readonly lessonClaims: number;
  readonly lessonClaimsSupported: number;
}

/**
 * Drafts a whole course from one document the way a creator would get it (the outline, a lesson for each of its
 * lessons, every quiz item the material gives) and measures it against the document: coverage of its sections, the
 * share of answers and sentences it supports, and items given twice or giving themselves away.
 */
export function evaluateDrafting(material: MaterialText): DraftingEvaluation {
  const document = readSourceDocument(material);
  const statements = sourceStatements(document);
  const outline = draftOutline(document, statements);
  const lessons = outline.modules.flatMap((module) => module.lessons);
  const sectionsWithText = document.sections.filter((section) => section.passages.length > 0).length;
  const covered = new Set(lessons.map((lesson) => lesson.section));

  const items = draftQuizItems(statements, { language: document.language, skillIds: [], maxItems: Number.MAX_SAFE_INTEGER });
  const seen = new Set<string>();
  let duplicateItems = 0;
  for (const { item } of items) {
    const key = `${item.prompt}\u0000${correctAnswers(item).join('\u0000')}`;
    if (seen.has(key)) duplicateItems++;
    seen.add(key);
  }

  let lessonClaims = 0;
  let lessonClaimsSupported = 0;
  for (const lesson of lessons) {
    const drafted = draftLesson(document, statements, { section: lesson.section, skillIds: [] });
    for (const { block } of drafted.blocks) {
      if (block.kind !== 'text') continue;
      for (const claim of checkGrounding(block.text, statements.quotes, document.language)) {
        lessonClaims++;
        if (claim.supported) lessonClaimsSupported++;
      }
    }
  }

  return {
    file: material.file,
    language: material.language,
    sections: sectionsWithText,
    sectionsCovered: covered.size,
    quizItems: items.length,
    quizItemsSupported: items.filter(({ item }) => checkItemGrounding(item, statements.quotes, document.language).supported).length,
    answersInQuestion: items.filter(({ item }) => givesAnswerAway(item)).length,
    duplicateItems,
    lessonClaims,
    lessonClaimsSupported,
  };
}

/** The answers an item counts as right: its correct options' texts, its accepted answers, or its number. */
export function correctAnswers(item: QuizItem): string[] {
  if (item.kind === 'numeric') return [String(item.answerKey.numeric?.value ?? '')];
  if (item.kind === 'short_answer') return item.answerKey.acceptedAnswers;
  return item.options.filter((option) => item.answerKey.correctOptionIds.includes(option.optionId)).map((option) => option.text);
}

/**
 * A question that holds its own answer: a number among its words, or a term it names. A true-or-false statement and
 * a choice of statements quote the material by design, so they are not counted.
 */
function givesAnswerAway(item: QuizItem): boolean {
  if (item.kind === 'true_false' || item.kind === 'multiple_choice') return false;
  return correctAnswers(item).some((answer) => (/^\d/.test(answer) ? tokens(item.prompt).includes(answer) : mentions(item.prompt, answer)));
}
