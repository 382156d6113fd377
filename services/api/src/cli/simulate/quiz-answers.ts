import type { AnswerKey, CoursePlayerResponse, QuizAttemptResult } from '@pathwise/contracts';
import type { SeededRandom, SimulatedItem } from '@pathwise/adaptive';
import type { QuizAnswer } from '@pathwise/event-schemas';

export type PlayerQuiz = CoursePlayerResponse['modules'][number]['quizzes'][number];
export type PlayerItem = PlayerQuiz['items'][number];

/** Course items carry the creator's difficulty only; until calibration says otherwise they discriminate as 1PL. */
export const COURSE_ITEM_DISCRIMINATION = 1;

export const simulatedItemOf = (item: PlayerItem): SimulatedItem => ({
  itemId: item.itemId,
  skillIds: item.skillIds,
  discrimination: COURSE_ITEM_DISCRIMINATION,
  difficulty: item.difficulty,
});

/** What nobody would accept as an answer to a short-answer item. */
const UNSURE = 'not sure';

const typedAnswerOf = (key: AnswerKey): string | null =>
  key.numeric ? `${key.numeric.value} ${key.numeric.unit}`.trim() : (key.acceptedAnswers[0] ?? null);

/** A number that misses: without the key a random guess, with it one just outside the tolerance. */
function wrongNumberFor(key: AnswerKey | undefined, random: SeededRandom): string {
  if (!key?.numeric) return String(random.integer(100));
  const { value, tolerance } = key.numeric;
  return String(value + tolerance + Math.max(1, Math.abs(value)));
}

/**
 * The answer keys the simulated learners have seen: a learner sees the keys of a quiz in the feedback of an attempt
 * (as a person does), and the simulation shares them, so that its learners can act out a right answer.
 */
export class AnswerBook {
  private readonly keys = new Map<string, AnswerKey>();

  keyOf(itemId: string): AnswerKey | undefined {
    return this.keys.get(itemId);
  }

  learnFrom(result: QuizAttemptResult): void {
    for (const item of result.items) this.keys.set(item.itemId, item.answerKey);
  }
}

/**
 * The answer a learner gives who means to be right (or not): the key when it is known, a wrong option otherwise; a
 * learner who has not seen the key yet guesses, so the very first attempts at a quiz are right only by chance.
 */
export function answerFor(item: PlayerItem, key: AnswerKey | undefined, meansRight: boolean, random: SeededRandom): QuizAnswer {
  if (key && meansRight) return { itemId: item.itemId, optionIds: [...key.correctOptionIds], text: typedAnswerOf(key) };
  if (item.kind === 'short_answer') return { itemId: item.itemId, optionIds: [], text: UNSURE };
  if (item.kind === 'numeric') return { itemId: item.itemId, optionIds: [], text: wrongNumberFor(key, random) };
  const candidates = key ? item.options.filter((option) => !key.correctOptionIds.includes(option.optionId)) : item.options;
  const picked = candidates[random.integer(candidates.length)];
  return { itemId: item.itemId, optionIds: picked ? [picked.optionId] : [], text: null };
}
