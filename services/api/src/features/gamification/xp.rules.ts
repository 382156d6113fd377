import { COURSE_COMPLETED_XP } from '@pathwise/contracts';

/**
 * How much XP a piece of learning earns. XP rewards learning, not clicking: the first completion of a lesson or
 * pass of a quiz earns the full amount, and each repetition of the same one earns half of the one before, rounded
 * down, so the sixth repetition of a lesson earns nothing (20, 10, 5, 2, 1, 0). Quizzes are graded on the server;
 * a quiz score the client reports earns nothing.
 */
export const LESSON_COMPLETED_XP = 20;
/** A pass earns this plus one XP per 5 percentage points of score: 30 at 0 %, 50 at 100 %. */
export const QUIZ_PASSED_BASE_XP = 30;
export const MASTERY_GAINED_XP = 40;
/**
 * Finishing a course earns this once: a course completes once per learner (CourseCompleted), so it never repeats.
 * More than a quiz pass and a mastered skill, as it crowns many of both; as much as a level-up bonus.
 */
export { COURSE_COMPLETED_XP };
/** Each new day that extends a streak of two days or more. */
export const STREAK_KEPT_XP = 10;

export function quizPassedXp(score: number): number {
  return QUIZ_PASSED_BASE_XP + Math.round(Math.min(100, Math.max(0, score)) / 5);
}

/**
 * XP for the `repetition`-th time (1 = the first) the same piece of learning is done: halved per repetition, so
 * repeating a trivial action earns less and less and soon nothing.
 */
export function diminishedXp(baseXp: number, repetition: number): number {
  if (!Number.isInteger(repetition) || repetition < 1) throw new RangeError(`repetition must be a whole number from 1, got ${repetition}`);
  // Past 31 halvings any base we give is 0; the shift operator would wrap around.
  if (repetition > 31) return 0;
  return Math.floor(baseXp / 2 ** (repetition - 1));
}
