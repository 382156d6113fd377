import type { DemoQuizItem } from './demo-course.js';

/** What every item states whatever its kind: its question, its skills, how hard it is and why the answer is right. */
interface ItemBasics {
  readonly prompt: string;
  readonly skillIds: readonly string[];
  /** Logits: -3 very easy, 0 average, 3 very hard. */
  readonly difficulty: number;
  readonly explanation: string;
}

/** An option of a choice item and why picking it is right or wrong. */
interface DemoOption {
  readonly text: string;
  readonly correct?: true;
  readonly why: string;
}

const OPTION_IDS = ['a', 'b', 'c', 'd', 'e', 'f'];

function choiceItem(kind: 'single_choice' | 'multiple_choice', basics: ItemBasics, options: readonly DemoOption[]): DemoQuizItem {
  const withIds = options.map((option, index) => ({ ...option, optionId: OPTION_IDS[index]! }));
  return {
    ...basics,
    skillIds: [...basics.skillIds],
    kind,
    options: withIds.map(({ optionId, text, why }) => ({ optionId, text, explanation: why })),
    answerKey: { correctOptionIds: withIds.filter((option) => option.correct).map((option) => option.optionId), acceptedAnswers: [] },
  };
}

/** One right option among the others. */
export const singleChoice = (basics: ItemBasics, options: readonly DemoOption[]) => choiceItem('single_choice', basics, options);

/** Every right option must be picked, and no wrong one. */
export const multipleChoice = (basics: ItemBasics, options: readonly DemoOption[]) => choiceItem('multiple_choice', basics, options);

/** A typed answer, right when it matches one of the accepted spellings (without case and surrounding spaces). */
export const shortAnswer = (basics: ItemBasics, acceptedAnswers: readonly string[]): DemoQuizItem => ({
  ...basics,
  skillIds: [...basics.skillIds],
  kind: 'short_answer',
  options: [],
  answerKey: { correctOptionIds: [], acceptedAnswers: [...acceptedAnswers] },
});

/** A number, right within the tolerance, in the unit shown beside the input. */
export const numericAnswer = (basics: ItemBasics, numeric: { value: number; tolerance: number; unit?: string }): DemoQuizItem => ({
  ...basics,
  skillIds: [...basics.skillIds],
  kind: 'numeric',
  options: [],
  answerKey: { correctOptionIds: [], acceptedAnswers: [], numeric: { value: numeric.value, tolerance: numeric.tolerance, unit: numeric.unit ?? '' } },
});
