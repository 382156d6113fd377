/**
 * How Pathwise reads a learner's state of mind (spec section 3: celebrating, focused, struggling, exploring) from
 * the recent learning events. Plain rules rather than a model, so every inference can be explained in one sentence.
 */
export type LearnerState = 'celebrating' | 'focused' | 'struggling' | 'exploring';

export type SimulatedEvent =
  | { readonly type: 'lesson_start'; readonly lessonId: string }
  | { readonly type: 'lesson_complete'; readonly lessonId: string }
  | { readonly type: 'quiz_attempt'; readonly score: number }
  | { readonly type: 'achievement_unlocked' };

export type Reason = 'noSignal' | 'achievement' | 'streak' | 'comeback' | 'repeatedFailures' | 'hopping' | 'steady';

export interface Inference {
  readonly state: LearnerState;
  readonly reason: Reason;
  /** The number the reason quotes: failures in a row, right answers in a row, lessons started. */
  readonly count: number;
}

/** A score at or above this is a pass; below it, the attempt counts as a miss. */
export const PASS_SCORE = 60;
/** Two misses in a row are a pattern rather than an accident. */
export const STRUGGLE_AFTER_MISSES = 2;
export const STREAK_LENGTH = 3;
export const HOPPING_LESSONS = 3;

const isPass = (event: SimulatedEvent) => event.type === 'quiz_attempt' && event.score >= PASS_SCORE;
const isMiss = (event: SimulatedEvent) => event.type === 'quiz_attempt' && event.score < PASS_SCORE;

/** How many events at the end of `events` satisfy `test`, stopping at the first that does not. */
function runAtEnd(events: readonly SimulatedEvent[], test: (event: SimulatedEvent) => boolean): number {
  let count = 0;
  for (let index = events.length - 1; index >= 0 && test(events[index] as SimulatedEvent); index -= 1) count += 1;
  return count;
}

/** The attempts since the last finished lesson: a completed lesson closes the chapter on earlier mistakes. */
function attemptsSinceLastCompletion(events: readonly SimulatedEvent[]): SimulatedEvent[] {
  const lastCompletion = events.findLastIndex((event) => event.type === 'lesson_complete');
  return events.slice(lastCompletion + 1).filter((event) => event.type === 'quiz_attempt');
}

export function inferLearnerState(events: readonly SimulatedEvent[]): Inference {
  const latest = events.at(-1);
  if (!latest) return { state: 'focused', reason: 'noSignal', count: 0 };

  if (latest.type === 'achievement_unlocked') return { state: 'celebrating', reason: 'achievement', count: 1 };

  const attempts = attemptsSinceLastCompletion(events);
  if (latest.type === 'quiz_attempt') {
    const misses = runAtEnd(attempts, isMiss);
    if (misses >= STRUGGLE_AFTER_MISSES) return { state: 'struggling', reason: 'repeatedFailures', count: misses };
    const passes = runAtEnd(attempts, isPass);
    const missesBefore = runAtEnd(attempts.slice(0, attempts.length - passes), isMiss);
    if (passes === 1 && missesBefore >= STRUGGLE_AFTER_MISSES) return { state: 'celebrating', reason: 'comeback', count: missesBefore };
    if (passes >= STREAK_LENGTH) return { state: 'celebrating', reason: 'streak', count: passes };
  }

  // Opening one lesson after another without finishing any reads as browsing, not as a problem.
  const started = runAtEnd(events, (event) => event.type === 'lesson_start');
  const distinct = new Set(events.slice(events.length - started).map((event) => (event.type === 'lesson_start' ? event.lessonId : ''))).size;
  if (distinct >= HOPPING_LESSONS) return { state: 'exploring', reason: 'hopping', count: distinct };

  // Still in a rough patch: starting a lesson after two misses does not make the difficulty go away.
  const misses = runAtEnd(attempts, isMiss);
  if (misses >= STRUGGLE_AFTER_MISSES) return { state: 'struggling', reason: 'repeatedFailures', count: misses };

  return { state: 'focused', reason: 'steady', count: 0 };
}
