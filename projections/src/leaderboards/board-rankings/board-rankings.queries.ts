import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import type { BoardKey } from './board.keys.js';
import type { LeaderboardAppearance } from '@pathwise/event-schemas';
import { DEFAULT_LEADERBOARD_CHOICE, type LeaderboardChoice, type LeaderboardReader, type RankedLearner } from './leaderboard.store.js';
import {
  LEADERBOARD_COURSES,
  LEADERBOARD_CHOICES,
  LEADERBOARD_SCORES,
  LEADERBOARD_XP_BANDS,
  LEADERBOARD_XP_COUNTS,
  XP_BAND,
} from './postgres-leaderboard.store.js';

interface RankRow {
  learner_id: string;
  xp: string | number | bigint;
  rank: string | number | bigint;
  shown_as: LeaderboardAppearance;
}

const rankedOf = (row: RankRow): RankedLearner => ({ learnerId: row.learner_id, xp: Number(row.xp), rank: Number(row.rank), shownAs: row.shown_as });

/**
 * The boards from the PostgreSQL (or PGlite) tables. Top-N walks the ranking index and stops after N rows. A rank
 * is 1 + the listed learners with more XP (the counts of the bands above one's own, then of the XP values above
 * one's own within its band: a few hundred small rows at most) + those with the same XP who reached it first (an
 * index range of the ranking index).
 */
export class PostgresLeaderboards implements LeaderboardReader {
  constructor(
    private readonly db: Executor,
    private readonly schema = LIVE_SCHEMA,
  ) {}

  async top(board: BoardKey, limit: number): Promise<RankedLearner[]> {
    const { rows } = await sql<RankRow>`
      SELECT best.learner_id, best.xp, row_number() OVER (ORDER BY best.xp DESC, best.reached_position, best.learner_id) AS rank,
        coalesce(choice.shown_as, ${DEFAULT_LEADERBOARD_CHOICE.shownAs}) AS shown_as
      FROM (
        SELECT learner_id, xp, reached_position FROM ${sql.id(this.schema, LEADERBOARD_SCORES)}
        WHERE board = ${board} AND listed
        ORDER BY xp DESC, reached_position, learner_id
        LIMIT ${limit}
      ) best
      LEFT JOIN ${sql.id(this.schema, LEADERBOARD_CHOICES)} choice USING (learner_id)
      ORDER BY rank
    `.execute(this.db);
    return rows.map(rankedOf);
  }

  async rankOf(board: BoardKey, learnerId: string): Promise<RankedLearner | null> {
    const scores = sql.id(this.schema, LEADERBOARD_SCORES);
    const { rows } = await sql<RankRow>`
      SELECT mine.learner_id, mine.xp,
        1
        + coalesce((SELECT sum(bands.learners) FROM ${sql.id(this.schema, LEADERBOARD_XP_BANDS)} bands
                    WHERE bands.board = mine.board AND bands.band > mine.xp / ${sql.lit(XP_BAND)}), 0)
        + coalesce((SELECT sum(counts.learners) FROM ${sql.id(this.schema, LEADERBOARD_XP_COUNTS)} counts
                    WHERE counts.board = mine.board AND counts.xp > mine.xp AND counts.xp < (mine.xp / ${sql.lit(XP_BAND)} + 1) * ${sql.lit(XP_BAND)}), 0)
        + (SELECT count(*) FROM ${scores} tied
           WHERE tied.board = mine.board AND tied.listed AND tied.xp = mine.xp
             AND (tied.reached_position, tied.learner_id) < (mine.reached_position, mine.learner_id)) AS rank,
        coalesce(choice.shown_as, ${DEFAULT_LEADERBOARD_CHOICE.shownAs}) AS shown_as
      FROM ${scores} mine
      LEFT JOIN ${sql.id(this.schema, LEADERBOARD_CHOICES)} choice USING (learner_id)
      WHERE mine.board = ${board} AND mine.learner_id = ${learnerId} AND mine.listed
    `.execute(this.db);
    return rows[0] ? rankedOf(rows[0]) : null;
  }

  async size(board: BoardKey): Promise<number> {
    const { rows } = await sql<{ learners: string | number | null }>`
      SELECT sum(learners) AS learners FROM ${sql.id(this.schema, LEADERBOARD_XP_BANDS)} WHERE board = ${board}
    `.execute(this.db);
    return Number(rows[0]?.learners ?? 0);
  }

  async choiceOf(learnerId: string): Promise<LeaderboardChoice> {
    const { rows } = await sql<{ participating: boolean; shown_as: LeaderboardAppearance }>`
      SELECT participating, shown_as FROM ${sql.id(this.schema, LEADERBOARD_CHOICES)} WHERE learner_id = ${learnerId}
    `.execute(this.db);
    return rows[0] ? { participating: rows[0].participating, shownAs: rows[0].shown_as } : DEFAULT_LEADERBOARD_CHOICE;
  }

  async courseBoardEnabled(courseId: string): Promise<boolean> {
    const { rows } = await sql<{ enabled: boolean }>`
      SELECT enabled FROM ${sql.id(this.schema, LEADERBOARD_COURSES)} WHERE course_id = ${courseId}
    `.execute(this.db);
    return rows[0]?.enabled ?? true;
  }
}
