import { isDeepStrictEqual } from 'node:util';
import type { AnswerKey, LessonBlock, QuizItem, Skill } from '@pathwise/event-schemas';
import { DomainError, type FieldProblem } from '../../kernel/domain-error.js';
import type { CourseContent } from './course.state.js';

/** Collects every problem of a command before answering, so an author fixes them all in one go. */
export class Problems {
  readonly #errors: FieldProblem[] = [];

  add(pointer: string, detail: string): void {
    this.#errors.push({ pointer, detail });
  }

  throwIfAny(): void {
    if (this.#errors.length > 0) throw DomainError.invalid(this.#errors);
  }
}

export function checkSkillReferences(content: CourseContent, skillIds: readonly string[], pointer: string, problems: Problems): void {
  const known = new Set(content.skills.map((skill) => skill.skillId));
  skillIds.forEach((skillId, index) => {
    if (!known.has(skillId)) problems.add(`${pointer}/${index}`, `Unknown skill "${skillId}"; define it first`);
  });
}

/** True when making `skill` need its prerequisites would close a loop in the graph. */
export function wouldMakeCycle(skills: readonly Skill[], skill: Skill): boolean {
  const prerequisitesOf = new Map(skills.map((each) => [each.skillId, each.prerequisiteIds]));
  prerequisitesOf.set(skill.skillId, skill.prerequisiteIds);
  const seen = new Set<string>();
  const stack = [...skill.prerequisiteIds];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next === skill.skillId) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(prerequisitesOf.get(next) ?? []));
  }
  return false;
}

/** Whether an answer key fits its item's kind and options; `pointer` names the key in the request. */
export function checkAnswerKey(item: Pick<QuizItem, 'kind' | 'options'>, key: AnswerKey, pointer: string, problems: Problems): void {
  const optionIds = new Set(item.options.map((option) => option.optionId));
  key.correctOptionIds.forEach((optionId, index) => {
    if (!optionIds.has(optionId)) problems.add(`${pointer}/correctOptionIds/${index}`, `No option "${optionId}" in this item`);
  });
  const correct = new Set(key.correctOptionIds).size;
  switch (item.kind) {
    case 'short_answer':
      if (key.acceptedAnswers.length === 0) problems.add(`${pointer}/acceptedAnswers`, 'A short-answer item needs at least one accepted answer');
      if (correct > 0) problems.add(`${pointer}/correctOptionIds`, 'A short-answer item has no options to be correct');
      break;
    case 'multiple_choice':
      if (correct === 0) problems.add(`${pointer}/correctOptionIds`, 'Mark at least one correct option');
      break;
    case 'single_choice':
    case 'true_false':
      if (correct !== 1) problems.add(`${pointer}/correctOptionIds`, 'Mark exactly one correct option');
      break;
    case 'numeric':
      if (!key.numeric) problems.add(`${pointer}/numeric`, 'A numeric item needs its expected value');
      if (correct > 0) problems.add(`${pointer}/correctOptionIds`, 'A numeric item has no options to be correct');
      break;
  }
  if (item.kind !== 'short_answer' && key.acceptedAnswers.length > 0) {
    problems.add(`${pointer}/acceptedAnswers`, 'Only short-answer items take typed answers');
  }
  if (item.kind !== 'numeric' && key.numeric) problems.add(`${pointer}/numeric`, 'Only numeric items take an expected value');
}

/** One question's shape for its kind, its key and its skills; `at` points at the item. */
function checkQuizItem(content: CourseContent, item: QuizItem, at: string, problems: Problems): void {
  const optionIds = item.options.map((option) => option.optionId);
  if (new Set(optionIds).size !== optionIds.length) problems.add(`${at}/options`, 'Option ids must differ');
  if (item.kind === 'short_answer' && item.options.length > 0) problems.add(`${at}/options`, 'A short-answer item has no options');
  if (item.kind === 'numeric' && item.options.length > 0) problems.add(`${at}/options`, 'A numeric item has no options');
  if ((item.kind === 'single_choice' || item.kind === 'multiple_choice') && item.options.length < 2) {
    problems.add(`${at}/options`, 'A choice item needs at least two options');
  }
  if (item.kind === 'true_false' && item.options.length !== 2) problems.add(`${at}/options`, 'A true/false item has exactly two options');
  checkAnswerKey(item, item.answerKey, `${at}/answerKey`, problems);
  checkSkillReferences(content, item.skillIds, `${at}/skillIds`, problems);
}

/** Questions whose ids differ, since answers and results name them by id; each `at` points at its item. */
function checkItemsAt(content: CourseContent, items: readonly { item: QuizItem; at: string }[], problems: Problems): void {
  const itemIds = new Set<string>();
  for (const { item, at } of items) {
    if (itemIds.has(item.itemId)) problems.add(`${at}/itemId`, `Item id "${item.itemId}" is used twice`);
    itemIds.add(item.itemId);
    checkQuizItem(content, item, at, problems);
  }
}

export function checkQuizItems(content: CourseContent, items: readonly QuizItem[], pointer: string, problems: Problems): void {
  checkItemsAt(content, items.map((item, index) => ({ item, at: `${pointer}/${index}` })), problems);
}

/** A lesson's check-yourself questions, held to the rules of quiz items; their answers name them by id within the lesson. */
export function checkLessonChecks(content: CourseContent, blocks: readonly LessonBlock[], pointer: string, problems: Problems): void {
  const checks = blocks.flatMap((block, index) => (block.kind === 'check' ? [{ item: block.item, at: `${pointer}/${index}/item` }] : []));
  checkItemsAt(content, checks, problems);
}

/** Equal as data, whatever the key order (stored JSON comes back with its keys reordered). */
export const sameData = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);
