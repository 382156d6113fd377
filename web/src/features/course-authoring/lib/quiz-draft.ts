import type { AnswerKey, Quiz, QuizItem, quizItemKinds } from '@pathwise/contracts';

export type ItemKind = (typeof quizItemKinds)[number];

/** A numeric item's expected number as the author types it. */
export interface NumericDraft {
  value: string;
  tolerance: string;
  unit: string;
}

export type NumericProblem = 'numberNeeded' | 'toleranceNeeded' | 'unitTooLong';

/** The author's decimal number, with a point or a comma; null when it is not one. */
export function draftNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** What is wrong with each field of a numeric draft, in the words of the quiz messages. */
export function numericProblems(draft: NumericDraft): Partial<Record<keyof NumericDraft, NumericProblem>> {
  const tolerance = draftNumber(draft.tolerance);
  return {
    ...(draftNumber(draft.value) === null ? { value: 'numberNeeded' as const } : {}),
    ...(tolerance === null || tolerance < 0 ? { tolerance: 'toleranceNeeded' as const } : {}),
    ...(draft.unit.trim().length > 20 ? { unit: 'unitTooLong' as const } : {}),
  };
}

/** Not a number goes as NaN, which JSON sends as null and the server refuses naming the field. */
const numericAnswerOf = (draft: NumericDraft) => ({
  value: draftNumber(draft.value) ?? Number.NaN,
  tolerance: draftNumber(draft.tolerance) ?? Number.NaN,
  unit: draft.unit.trim(),
});

export interface ItemDraft {
  itemId: string;
  kind: ItemKind;
  prompt: string;
  options: { optionId: string; text: string; explanation?: string }[];
  correctOptionIds: string[];
  /** One accepted answer a line, for short answers. */
  acceptedAnswers: string;
  numeric: NumericDraft;
  skillIds: string[];
  difficulty: string;
  explanation: string;
}

export interface QuizDraft {
  title: string;
  passingScore: string;
  items: ItemDraft[];
}

export const quizFields = ['title', 'passingScore', 'items'] as const;
export type QuizField = (typeof quizFields)[number];

const option = (text = '') => ({ optionId: crypto.randomUUID(), text });

/** The words of a true/false item's two options, in the author's language. */
export interface TrueFalseWords {
  readonly true: string;
  readonly false: string;
}

export const newItem = (): ItemDraft => ({
  itemId: crypto.randomUUID(),
  kind: 'single_choice',
  prompt: '',
  options: [option(), option()],
  correctOptionIds: [],
  acceptedAnswers: '',
  numeric: { value: '', tolerance: '0', unit: '' },
  skillIds: [],
  difficulty: '0',
  explanation: '',
});

/** The item as another kind: choices kept where they still make sense, a true/false pair, or none for typed answers. */
export function withKind(item: ItemDraft, kind: ItemKind, words: TrueFalseWords): ItemDraft {
  if (kind === 'true_false') {
    return { ...item, kind, options: [{ optionId: 'true', text: words.true }, { optionId: 'false', text: words.false }], correctOptionIds: [] };
  }
  if (kind === 'short_answer' || kind === 'numeric') return { ...item, kind, options: [], correctOptionIds: [] };
  const options = item.kind === 'true_false' || item.options.length < 2 ? [option(), option()] : item.options;
  const kept = item.correctOptionIds.filter((id) => options.some((candidate) => candidate.optionId === id));
  return { ...item, kind, options, correctOptionIds: kind === 'single_choice' ? kept.slice(0, 1) : kept };
}

export { option as newOption };

const numericDraftOf = (key: AnswerKey): NumericDraft =>
  key.numeric ? { value: String(key.numeric.value), tolerance: String(key.numeric.tolerance), unit: key.numeric.unit } : { value: '', tolerance: '0', unit: '' };

export const itemDraftFrom = (item: QuizItem): ItemDraft => ({
  itemId: item.itemId,
  kind: item.kind,
  prompt: item.prompt,
  options: item.options.map((entry) => ({ ...entry })),
  correctOptionIds: [...item.answerKey.correctOptionIds],
  acceptedAnswers: item.answerKey.acceptedAnswers.join('\n'),
  numeric: numericDraftOf(item.answerKey),
  skillIds: [...item.skillIds],
  difficulty: String(item.difficulty),
  explanation: item.explanation,
});

export const draftFromQuiz = (quiz: Quiz | null): QuizDraft => ({
  title: quiz?.title ?? '',
  passingScore: String(quiz?.passingScore ?? 70),
  items: quiz ? quiz.items.map(itemDraftFrom) : [newItem()],
});

/** An option whose explanation was left empty goes without one, as options written before explanations did. */
const withoutBlankExplanation = ({ explanation, ...option }: ItemDraft['options'][number]) =>
  explanation?.trim() ? { ...option, explanation } : option;

export const acceptedAnswersOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The key a draft stands for: only the part its kind uses. */
export function answerKeyFromDraft(item: ItemDraft): AnswerKey {
  switch (item.kind) {
    case 'short_answer':
      return { correctOptionIds: [], acceptedAnswers: acceptedAnswersOf(item.acceptedAnswers) };
    case 'numeric':
      return { correctOptionIds: [], acceptedAnswers: [], numeric: numericAnswerOf(item.numeric) };
    default:
      return { correctOptionIds: item.correctOptionIds, acceptedAnswers: [] };
  }
}

const typedKinds: readonly ItemKind[] = ['short_answer', 'numeric'];

export const itemFromDraft = (item: ItemDraft): QuizItem => {
  const difficulty = Number(item.difficulty);
  return {
    itemId: item.itemId,
    kind: item.kind,
    prompt: item.prompt,
    options: typedKinds.includes(item.kind) ? [] : item.options.map(withoutBlankExplanation),
    answerKey: answerKeyFromDraft(item),
    skillIds: item.skillIds,
    // Not a number goes as out of range, which the server refuses naming the field.
    difficulty: Number.isFinite(difficulty) && item.difficulty.trim() !== '' ? difficulty : 99,
    explanation: item.explanation,
  };
};

export function quizFromDraft(draft: QuizDraft): Omit<Quiz, 'quizId'> {
  const passingScore = Number(draft.passingScore);
  return {
    title: draft.title,
    passingScore: Number.isInteger(passingScore) ? passingScore : -1,
    items: draft.items.map(itemFromDraft),
  };
}
