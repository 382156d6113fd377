import type { BoardKey } from './board.keys.js';
import type { BoardGain } from './leaderboard-steps.fold.js';

/** One learner's place on a board. Ranks are positions: equal XP is ordered by who reached it first, then by id. */
export interface RankedLearner {
  readonly learnerId: string;
  readonly xp: number;
  readonly rank: number;
}

/**
 * The questions a leaderboard answers, the same from PostgreSQL tables and from Redis sorted sets. Only learners
 * who opted in are on a board, and their ranks count only each other.
 */
export interface LeaderboardReader {
  /** The best `limit` learners of a board, best first. */
  top(board: BoardKey, limit: number): Promise<RankedLearner[]>;
  /** A learner's place on a board; null when they are not on it (no XP there, or not opted in). */
  rankOf(board: BoardKey, learnerId: string): Promise<RankedLearner | null>;
  /** How many learners a board shows. */
  size(board: BoardKey): Promise<number>;
  /** Whether the learner chose to be shown on leaderboards. */
  participating(learnerId: string): Promise<boolean>;
  /** False once the course's creator switched its board off. */
  courseBoardEnabled(courseId: string): Promise<boolean>;
}

/** What the leaderboards projection writes, one step of the log at a time, in log order. */
export interface LeaderboardWriter {
  /** Adds XP to learners' scores, each gain on its board, and remembers who reached their new score when. */
  addGains(gains: readonly BoardGain[]): Promise<void>;
  /** Lists or unlists all of a learner's scores. */
  setParticipation(learnerId: string, participating: boolean): Promise<void>;
  /** Switches a course's board on or off. */
  switchCourseBoard(courseId: string, enabled: boolean): Promise<void>;
}
