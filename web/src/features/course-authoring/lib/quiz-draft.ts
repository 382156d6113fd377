import type { Quiz, QuizItem, quizItemKinds } from '@pathwise/contracts';

export type ItemKind = (typeof quizItemKinds)[number];

export interface ItemDraft {
  itemId: string;
  kind: ItemKind;
  prompt: string;
  options: { optionId: string; text: string }[];
  correctOptionIds: string[];
  /** One accepted answer a line, for short answers. */
  acceptedAnswers: string;
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
  skillIds: [],
  difficulty: '0',
  explanation: '',
});

/** The item as another kind: choices kept where they still make sense, a true/false pair, or none for short answers. */
export function withKind(item: ItemDraft, kind: ItemKind, words: TrueFalseWords): ItemDraft {
  if (kind === 'true_false') {
    return { ...item, kind, options: [{ optionId: 'true', text: words.true }, { optionId: 'false', text: words.false }], correctOptionIds: [] };
  }
  if (kind === 'short_answer') return { ...item, kind, options: [], correctOptionIds: [] };
  const options = item.kind === 'true_false' || item.options.length < 2 ? [option(), option()] : item.options;
  const kept = item.correctOptionIds.filter((id) => options.some((candidate) => candidate.optionId === id));
  return { ...item, kind, options, correctOptionIds: kind === 'single_choice' ? kept.slice(0, 1) : kept };
}

export { option as newOption };

export const itemDraftFrom = (item: QuizItem): ItemDraft => ({
  itemId: item.itemId,
  kind: item.kind,
  prompt: item.prompt,
  options: item.options.map((entry) => ({ ...entry })),
  correctOptionIds: [...item.answerKey.correctOptionIds],
  acceptedAnswers: item.answerKey.acceptedAnswers.join('\n'),
  skillIds: [...item.skillIds],
  difficulty: String(item.difficulty),
  explanation: item.explanation,
});

export const draftFromQuiz = (quiz: Quiz | null): QuizDraft => ({
  title: quiz?.title ?? '',
  passingScore: String(quiz?.passingScore ?? 70),
  items: quiz ? quiz.items.map(itemDraftFrom) : [newItem()],
});

export const acceptedAnswersOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export const itemFromDraft = (item: ItemDraft): QuizItem => {
  const difficulty = Number(item.difficulty);
  return {
    itemId: item.itemId,
    kind: item.kind,
    prompt: item.prompt,
    options: item.kind === 'short_answer' ? [] : item.options,
    answerKey: {
      correctOptionIds: item.kind === 'short_answer' ? [] : item.correctOptionIds,
      acceptedAnswers: item.kind === 'short_answer' ? acceptedAnswersOf(item.acceptedAnswers) : [],
    },
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
