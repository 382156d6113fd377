import type { SeededRandom } from '../shared/seeded-random.js';

/** When a learner answers: bursts of answers in study sessions, short breaks inside them, long pauses between them. */
export interface StudySchedule {
  /** Seconds between two answers of a session, drawn uniformly. */
  readonly answerSeconds: readonly [number, number];
  /** Mean answers per session (the session ends after each answer with probability 1 / this). */
  readonly answersPerSession: number;
  /** Chance of a short break (coffee, a message) after an answer, and its length in minutes. */
  readonly breakChance: number;
  readonly breakMinutes: readonly [number, number];
  /** Mean hours between sessions (exponential, at least `minPauseHours`). */
  readonly meanPauseHours: number;
  readonly minPauseHours: number;
}

export const defaultSchedule: StudySchedule = {
  answerSeconds: [15, 90],
  answersPerSession: 12,
  breakChance: 0.05,
  breakMinutes: [3, 20],
  meanPauseHours: 30,
  minPauseHours: 2,
};

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

const uniform = (random: SeededRandom, [low, high]: readonly [number, number]) => low + (high - low) * random.next();

export interface NextAnswer {
  readonly at: number;
  /** The answer opens a new session, after a pause. */
  readonly newSession: boolean;
}

/** When the learner answers next, after answering at `previousAt`. */
export function nextAnswerAt(previousAt: number, random: SeededRandom, schedule: StudySchedule = defaultSchedule): NextAnswer {
  if (random.next() < 1 / schedule.answersPerSession) {
    const hours = schedule.minPauseHours - schedule.meanPauseHours * Math.log(1 - random.next());
    return { at: Math.round(previousAt + hours * HOUR_MS), newSession: true };
  }
  const breakMs = random.next() < schedule.breakChance ? uniform(random, schedule.breakMinutes) * MINUTE_MS : 0;
  return { at: Math.round(previousAt + uniform(random, schedule.answerSeconds) * 1000 + breakMs), newSession: false };
}
