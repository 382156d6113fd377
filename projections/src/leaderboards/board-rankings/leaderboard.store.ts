import type { LeaderboardAppearance } from '@pathwise/event-schemas';
import type { BoardKey } from './board.keys.js';
import type { BoardGain } from './leaderboard-steps.fold.js';

/** One learner's place on a board. Ranks are positions: equal XP is ordered by who reached it first, then by id. */
export interface RankedLearner {
  readonly learnerId: string;
  readonly xp: number;
  readonly rank: number;
  /** Whether the learner appears under their alias or chose to show their display name. */
  readonly shownAs: LeaderboardAppearance;
}

/** A learner's own choice: on the boards (the default) or not, and how they appear there (their alias by default). */
export interface LeaderboardChoice {
  readonly participating: boolean;
  readonly shownAs: LeaderboardAppearance;
}

/** What a learner who never chose anything gets: listed under their alias (ADR 35). */
export const DEFAULT_LEADERBOARD_CHOICE: LeaderboardChoice = { participating: true, shownAs: 'alias' };

/**
 * The questions a leaderboard answers, the same from PostgreSQL tables and from Redis sorted sets. Every learner with
 * XP on a board is on it unless they opted out, and ranks count only the learners shown.
 */
export interface LeaderboardReader {
  /** The best `limit` learners of a board, best first. */
  top(board: BoardKey, limit: number): Promise<RankedLearner[]>;
  /** A learner's place on a board; null when they are not on it (no XP there, or opted out). */
  rankOf(board: BoardKey, learnerId: string): Promise<RankedLearner | null>;
  /** How many learners a board shows. */
  size(board: BoardKey): Promise<number>;
  /** Whether the learner is shown on leaderboards, and how. */
  choiceOf(learnerId: string): Promise<LeaderboardChoice>;
  /** False once the course's creator switched its board off. */
  courseBoardEnabled(courseId: string): Promise<boolean>;
}

/** What the leaderboards projection writes, one step of the log at a time, in log order. */
export interface LeaderboardWriter {
  /** Adds XP to learners' scores, each gain on its board, and remembers who reached their new score when. */
  addGains(gains: readonly BoardGain[]): Promise<void>;
  /** Lists or unlists all of a learner's scores, and remembers how they appear. */
  setChoice(learnerId: string, choice: LeaderboardChoice): Promise<void>;
  /** Switches a course's board on or off. */
  switchCourseBoard(courseId: string, enabled: boolean): Promise<void>;
}
