import type { quizItemMessages } from './quiz-items.messages';

export type Level = 1 | 2 | 3;

// Each question is named by its prompt's key in the catalog ('e1' for e1Prompt), so a question cannot lack words.
type IdOf<Key> = Key extends `${infer Id}Prompt` ? Id : never;
type ItemId = IdOf<keyof typeof quizItemMessages.en>;

export interface QuizItem {
  readonly id: ItemId;
  readonly level: Level;
  /** Fractions read the same in every language, so the options need no translation. */
  readonly options: readonly string[];
  readonly answer: number;
}

export const MIN_LEVEL: Level = 1;
export const MAX_LEVEL: Level = 3;
/** A first question in the middle leaves room to move either way. */
export const START_LEVEL: Level = 2;
export const QUIZ_LENGTH = 6;

export const quizItems: readonly QuizItem[] = [
  { id: 'e1', level: 1, options: ['1/3', '1/4', '4/1', '3/4'], answer: 1 },
  { id: 'e2', level: 1, options: ['5', '13', '8', '3'], answer: 2 },
  { id: 'e3', level: 1, options: ['6/6', '1/6', '0/6', '6/12'], answer: 0 },
  { id: 'e4', level: 1, options: ['3/10', '2/5', '1/5', '3/5'], answer: 3 },
  { id: 'm1', level: 2, options: ['2/3', '3/6', '1/4', '2/1'], answer: 1 },
  { id: 'm2', level: 2, options: ['3/4', '2/3', '6/4', '1/2'], answer: 0 },
  { id: 'm3', level: 2, options: ['3/5', '1/2', '2/3', '5/10'], answer: 2 },
  { id: 'm4', level: 2, options: ['2/6', '1/8', '2/4', '3/4'], answer: 3 },
  { id: 'h1', level: 3, options: ['2/5', '5/6', '2/6', '1/6'], answer: 1 },
  { id: 'h2', level: 3, options: ['5/12', '2/1', '2/7', '1/4'], answer: 0 },
  { id: 'h3', level: 3, options: ['5/7', '1 1/12', '1 5/12', '5/12'], answer: 2 },
  { id: 'h4', level: 3, options: ['1/4', '3/5', '1/6', '2/5'], answer: 3 },
];

/** One step up after a right answer, one down after a wrong one, never past the ends. */
export function nextLevel(level: Level, correct: boolean): Level {
  const moved = level + (correct ? 1 : -1);
  return Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, moved)) as Level;
}

/** The first question not asked yet at `level`, else at the nearest level that still has one (easier first). */
export function pickItem(items: readonly QuizItem[], level: Level, asked: ReadonlySet<string>): QuizItem | undefined {
  const fresh = items.filter((item) => !asked.has(item.id));
  const distance = (item: QuizItem) => Math.abs(item.level - level) * 2 + (item.level > level ? 1 : 0);
  return [...fresh].sort((a, b) => distance(a) - distance(b))[0];
}

export interface QuizAnswer {
  readonly item: QuizItem;
  readonly choice: number;
  readonly correct: boolean;
  readonly levelBefore: Level;
  readonly levelAfter: Level;
}

export interface QuizState {
  readonly level: Level;
  readonly current: QuizItem | undefined;
  readonly answers: readonly QuizAnswer[];
}

export function startQuiz(items: readonly QuizItem[] = quizItems): QuizState {
  return { level: START_LEVEL, current: pickItem(items, START_LEVEL, new Set()), answers: [] };
}

/** Records an answer to the current question and moves the difficulty; the next question is drawn by {@link advance}. */
export function answer(state: QuizState, choice: number): QuizState {
  if (!state.current) return state;
  const correct = choice === state.current.answer;
  const levelAfter = nextLevel(state.level, correct);
  return { ...state, level: levelAfter, answers: [...state.answers, { item: state.current, choice, correct, levelBefore: state.level, levelAfter }] };
}

/** The next question at the new level, or none once the quiz has its length. */
export function advance(state: QuizState, items: readonly QuizItem[] = quizItems): QuizState {
  const asked = new Set(state.answers.map((entry) => entry.item.id));
  const done = state.answers.length >= QUIZ_LENGTH;
  return { ...state, current: done ? undefined : pickItem(items, state.level, asked) };
}
