import { createHash } from 'node:crypto';
import type { QuizItem, QuizItemKind } from '@pathwise/event-schemas';
import { draftingWording, type DraftingWording } from './drafting-wording.js';
import { BLANK, type Definition, type NumberStatement, type SourceQuote, type SourceStatements } from './source-statements.js';
import { tokens, type MaterialLanguage } from './text-analysis.js';

/** A drafted item with the sentences of the material it was built from, which its provenance records. */
export interface DraftedQuizItem {
  readonly item: QuizItem;
  readonly sources: readonly SourceQuote[];
}

export interface QuizDraftRequest {
  readonly language: MaterialLanguage;
  /** The sections of the document to ask about (indexes into its sections); all when absent. */
  readonly sections?: readonly number[];
  /** The skills the items practise. */
  readonly skillIds: readonly string[];
  readonly maxItems: number;
}

const DISTRACTORS = 3;

/**
 * Quiz items built from the material's own statements, never from anything else: a definition gives a choice of
 * terms, a blank to fill and a true-or-false; a number gives a number to type and a choice of numbers; two
 * definitions of one section give a choice of statements. Wrong options come from the same material and are of the
 * answer's kind (a term for a term, a number for a number). The same material always gives the same items.
 */
export function draftQuizItems(statements: SourceStatements, request: QuizDraftRequest): DraftedQuizItem[] {
  const wording = draftingWording[request.language];
  const inScope = (quote: SourceQuote) => request.sections === undefined || request.sections.includes(quote.section);
  const definitions = statements.definitions.filter((definition) => inScope(definition.quote));
  const numbers = statements.numbers.filter((number) => inScope(number.quote));
  const drafted: DraftedQuizItem[] = [];
  for (const definition of definitions) {
    const others = nearest(statements.definitions, definition, (other) => tokens(other.term).join(' ') !== tokens(definition.term).join(' '));
    drafted.push(
      ...[
        termChoice(definition, others, wording, request),
        termBlank(definition, wording, request),
        definitionTrueOrFalse(definition, others, wording, request),
      ].filter((item) => item !== null),
    );
  }
  for (const number of numbers) {
    const others = nearest(statements.numbers, number, (other) => other.value !== number.value);
    drafted.push(numberToType(number, wording, request), ...[numberChoice(number, others, wording, request)].filter((item) => item !== null));
  }
  const bySection = new Map<number, Definition[]>();
  for (const definition of definitions) bySection.set(definition.quote.section, [...(bySection.get(definition.quote.section) ?? []), definition]);
  for (const sectionDefinitions of bySection.values()) {
    const item = statementsChoice(sectionDefinitions, statements.definitions, wording, request);
    if (item) drafted.push(item);
  }
  // A spread of kinds rather than every item of the first definitions: take them round-robin by kind.
  return roundRobinByKind(drafted).slice(0, request.maxItems);
}

function termChoice(definition: Definition, others: readonly Definition[], wording: DraftingWording, request: QuizDraftRequest): DraftedQuizItem | null {
  if (mentions(definition.definition, definition.term) || others.length === 0) return null;
  const distractors = others.slice(0, DISTRACTORS).map((other) => other.term);
  return choiceItem('single_choice', wording.whichTerm(definition.definition), [definition.term], distractors, [definition.quote], wording, request);
}

function termBlank(definition: Definition, wording: DraftingWording, request: QuizDraftRequest): DraftedQuizItem | null {
  const sentence = definition.quote.text;
  const at = termPosition(sentence, definition.term);
  if (at === null) return null;
  const blanked = `${sentence.slice(0, at.start)}${BLANK}${sentence.slice(at.end)}`;
  if (mentions(blanked, definition.term)) return null;
  const prompt = wording.fillTheBlank(blanked);
  return {
    item: {
      itemId: draftId('item', 'short_answer', prompt),
      kind: 'short_answer',
      prompt,
      options: [],
      answerKey: { correctOptionIds: [], acceptedAnswers: [definition.term] },
      skillIds: [...request.skillIds],
      difficulty: estimateDifficulty('short_answer', sentence),
      explanation: explanation([definition.quote], wording),
    },
    sources: [definition.quote],
  };
}

function definitionTrueOrFalse(definition: Definition, others: readonly Definition[], wording: DraftingWording, request: QuizDraftRequest): DraftedQuizItem | null {
  if (mentions(definition.definition, definition.term)) return null;
  // Half of them true, half false, decided by the statement itself so that a redraft decides the same.
  const makeFalse = others.length > 0 && parseInt(draftId('side', definition.quote.text).slice(-2), 16) % 2 === 1;
  const named = makeFalse ? others[0]!.term : definition.term;
  if (mentions(definition.definition, named)) return null;
  const prompt = wording.trueOrFalse(named, definition.definition);
  const options = [wording.true, wording.false].map((text) => ({ optionId: draftId('option', prompt, text), text }));
  const sources = makeFalse ? [definition.quote, others[0]!.quote] : [definition.quote];
  return {
    item: {
      itemId: draftId('item', 'true_false', prompt),
      kind: 'true_false',
      prompt,
      options,
      answerKey: { correctOptionIds: [options[makeFalse ? 1 : 0]!.optionId], acceptedAnswers: [] },
      skillIds: [...request.skillIds],
      difficulty: estimateDifficulty('true_false', definition.quote.text),
      explanation: explanation([definition.quote], wording),
    },
    sources,
  };
}

function numberToType(number: NumberStatement, wording: DraftingWording, request: QuizDraftRequest): DraftedQuizItem {
  const prompt = wording.fillTheBlank(number.blanked);
  return {
    item: {
      itemId: draftId('item', 'numeric', prompt),
      kind: 'numeric',
      prompt,
      options: [],
      answerKey: { correctOptionIds: [], acceptedAnswers: [], numeric: { value: number.value, tolerance: 0, unit: number.unit } },
      skillIds: [...request.skillIds],
      difficulty: estimateDifficulty('numeric', number.quote.text),
      explanation: explanation([number.quote], wording),
    },
    sources: [number.quote],
  };
}

function numberChoice(number: NumberStatement, others: readonly NumberStatement[], wording: DraftingWording, request: QuizDraftRequest): DraftedQuizItem | null {
  // Numbers of the same unit first: "1200 degrees" against "700 degrees" asks more than against a year.
  const sameUnitFirst = [...others].sort((a, b) => Number(b.unit === number.unit) - Number(a.unit === number.unit));
  const distractors = [...new Set(sameUnitFirst.map((other) => other.written))].slice(0, DISTRACTORS);
  if (distractors.length === 0) return null;
  return choiceItem('single_choice', wording.whichNumber(number.blanked), [number.written], distractors, [number.quote], wording, request);
}

function statementsChoice(
  sectionDefinitions: readonly Definition[],
  allDefinitions: readonly Definition[],
  wording: DraftingWording,
  request: QuizDraftRequest,
): DraftedQuizItem | null {
  const stated = sectionDefinitions.filter((definition) => !mentions(definition.definition, definition.term)).slice(0, 2);
  if (stated.length < 2) return null;
  // A false statement pairs a definition of the section with a term the material defines otherwise.
  const wrongTerms = allDefinitions.filter((definition) => !stated.includes(definition)).map((definition) => definition.term);
  const unstated = stated
    .flatMap((definition, index) => {
      const term = wrongTerms[index];
      return term === undefined || mentions(definition.definition, term) ? [] : [wording.statement(term, definition.definition)];
    })
    .slice(0, 2);
  if (unstated.length === 0) return null;
  const correct = stated.map((definition) => wording.statement(definition.term, definition.definition));
  return choiceItem('multiple_choice', wording.whichStatements(), correct, unstated, stated.map((definition) => definition.quote), wording, request);
}

function choiceItem(
  kind: 'single_choice' | 'multiple_choice',
  prompt: string,
  correct: readonly string[],
  wrong: readonly string[],
  sources: readonly SourceQuote[],
  wording: DraftingWording,
  request: QuizDraftRequest,
): DraftedQuizItem {
  const itemId = draftId('item', kind, prompt, ...sources.map((source) => source.text));
  const options = [...correct, ...wrong]
    .map((text) => ({ optionId: draftId('option', itemId, text), text }))
    // An order that does not give the answer away, the same on every draft.
    .sort((a, b) => a.optionId.localeCompare(b.optionId));
  const correctIds = options.filter((option) => correct.includes(option.text)).map((option) => option.optionId);
  return {
    item: {
      itemId,
      kind,
      prompt,
      options,
      answerKey: { correctOptionIds: correctIds, acceptedAnswers: [] },
      skillIds: [...request.skillIds],
      difficulty: estimateDifficulty(kind, sources.map((source) => source.text).join(' ')),
      explanation: explanation(sources, wording),
    },
    sources,
  };
}

/** The other statements nearest to one in the material (its own section first), which make the likeliest confusions. */
function nearest<T extends { readonly quote: SourceQuote }>(all: readonly T[], statement: T, differs: (other: T) => boolean): T[] {
  const order = all.indexOf(statement);
  return all
    .map((other, index) => ({ other, index }))
    .filter(({ other }) => other !== statement && differs(other))
    .sort(
      (a, b) =>
        Number(b.other.quote.section === statement.quote.section) - Number(a.other.quote.section === statement.quote.section) ||
        Math.abs(a.index - order) - Math.abs(b.index - order) ||
        a.index - b.index,
    )
    .map(({ other }) => other);
}

function explanation(sources: readonly SourceQuote[], wording: DraftingWording): string {
  return sources.map((source) => wording.sourceSays(source.text, wording.location(source.location))).join(' ');
}

const baseDifficulty: Record<QuizItemKind, number> = {
  true_false: -1.2,
  single_choice: -0.4,
  multiple_choice: 0.4,
  short_answer: 0.9,
  numeric: 1.1,
};

/**
 * A first guess on the logit scale, before any learner answered: recalling beats recognising, and a long sentence
 * asks more than a short one. Calibration replaces it once answers arrive.
 */
export function estimateDifficulty(kind: QuizItemKind, sourceText: string): number {
  const words = sourceText.split(/\s+/).length;
  const length = Math.max(-0.5, Math.min(0.8, (words - 15) / 20));
  return Math.round(Math.max(-3, Math.min(3, baseDifficulty[kind] + length)) * 10) / 10;
}

/** Whether a text holds a term as a word of its own, in any case and with or without a plural ending. */
export function mentions(text: string, term: string): boolean {
  return termPosition(text, term) !== null;
}

function termPosition(text: string, term: string): { start: number; end: number } | null {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?:e?s)?(?![\\p{L}\\p{N}])`, 'iu').exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

/** An id made from what it names, so that drafting the same material twice gives the same ids. */
export function draftId(kind: string, ...parts: readonly string[]): string {
  return `${kind}-${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 24)}`;
}

function roundRobinByKind(drafted: readonly DraftedQuizItem[]): DraftedQuizItem[] {
  const queues = new Map<QuizItemKind, DraftedQuizItem[]>();
  for (const entry of drafted) queues.set(entry.item.kind, [...(queues.get(entry.item.kind) ?? []), entry]);
  const ordered: DraftedQuizItem[] = [];
  while ([...queues.values()].some((queue) => queue.length > 0)) {
    for (const queue of queues.values()) {
      const next = queue.shift();
      if (next) ordered.push(next);
    }
  }
  return ordered;
}
