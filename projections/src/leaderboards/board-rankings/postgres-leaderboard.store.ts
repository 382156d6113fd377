import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { LeaderboardChoice, LeaderboardWriter } from './leaderboard.store.js';
import type { BoardGain } from './leaderboard-steps.fold.js';

// Version 2 of every table: learners are listed unless they opted out, and the choices say how each appears (ADR 35).
export const LEADERBOARD_SCORES = 'leaderboard_scores_v2';
/** How many listed learners hold each XP value on each board: "my rank" sums these instead of counting learners. */
export const LEADERBOARD_XP_COUNTS = 'leaderboard_xp_counts_v2';
/** The same counts per band of XP_BAND values: a rank sums a few bands, then the values within its own band. */
export const LEADERBOARD_XP_BANDS = 'leaderboard_xp_bands_v2';
export const XP_BAND = 256;
/** Learners who made a choice: the rest are listed under their alias. */
export const LEADERBOARD_CHOICES = 'leaderboard_choices_v2';
export const LEADERBOARD_COURSES = 'leaderboard_courses_v2';

export const leaderboardTables = [LEADERBOARD_SCORES, LEADERBOARD_XP_COUNTS, LEADERBOARD_XP_BANDS, LEADERBOARD_CHOICES, LEADERBOARD_COURSES] as const;

export async function createLeaderboardTables(db: Executor, schema: string): Promise<void> {
  // Every learner's score is kept, listed or not, so that coming back after opting out shows everything they earned.
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, LEADERBOARD_SCORES)} (
      board text NOT NULL,
      learner_id text NOT NULL,
      xp bigint NOT NULL,
      reached_position bigint NOT NULL,
      listed boolean NOT NULL,
      PRIMARY KEY (board, learner_id)
    )
  `.execute(db);
  // The board's order, for top-N (an index scan that stops after N) and for counting ties ahead of a learner.
  await sql`
    CREATE INDEX IF NOT EXISTS leaderboard_scores_v2_ranking
    ON ${sql.id(schema, LEADERBOARD_SCORES)} (board, xp DESC, reached_position, learner_id) WHERE listed
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS leaderboard_scores_v2_learner ON ${sql.id(schema, LEADERBOARD_SCORES)} (learner_id)`.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, LEADERBOARD_XP_COUNTS)} (
      board text NOT NULL,
      xp bigint NOT NULL,
      learners integer NOT NULL,
      PRIMARY KEY (board, xp)
    )
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, LEADERBOARD_XP_BANDS)} (
      board text NOT NULL,
      band bigint NOT NULL,
      learners integer NOT NULL,
      PRIMARY KEY (board, band)
    )
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, LEADERBOARD_CHOICES)} (
      learner_id text PRIMARY KEY,
      participating boolean NOT NULL,
      shown_as text NOT NULL CHECK (shown_as IN ('alias', 'name'))
    )
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, LEADERBOARD_COURSES)} (course_id text PRIMARY KEY, enabled boolean NOT NULL)
  `.execute(db);
}

/** The tail of a statement whose `changes (board, xp, delta)` moves listed learners: into the counts and the bands. */
const countChanges = (schema: string) => sql`
  , counted AS (
    INSERT INTO ${sql.id(schema, LEADERBOARD_XP_COUNTS)} AS counts (board, xp, learners)
    SELECT board, xp, sum(delta)::int FROM changes GROUP BY board, xp
    ON CONFLICT (board, xp) DO UPDATE SET learners = counts.learners + excluded.learners
  )
  INSERT INTO ${sql.id(schema, LEADERBOARD_XP_BANDS)} AS bands (board, band, learners)
  SELECT board, xp / ${sql.lit(XP_BAND)}, sum(delta)::int FROM changes GROUP BY board, xp / ${sql.lit(XP_BAND)}
  ON CONFLICT (board, band) DO UPDATE SET learners = bands.learners + excluded.learners
`;

/** One statement per run of XP: add the gains, then move the listed learners' counts from their old XP to the new. */
async function applyGains(db: Executor, schema: string, gains: readonly BoardGain[]): Promise<void> {
  const page = JSON.stringify(
    gains.map((gain) => ({ board: gain.board, learner_id: gain.learnerId, xp: gain.xp, reached_position: gain.reachedPosition.toString() })),
  );
  const scores = sql.id(schema, LEADERBOARD_SCORES);
  await sql`
    WITH page AS (
      SELECT * FROM jsonb_to_recordset(${page}::jsonb) AS page(board text, learner_id text, xp bigint, reached_position bigint)
    ),
    previous AS (
      SELECT score.board, score.xp FROM ${scores} score JOIN page USING (board, learner_id) WHERE score.listed
    ),
    upserted AS (
      INSERT INTO ${scores} AS current (board, learner_id, xp, reached_position, listed)
      SELECT page.board, page.learner_id, page.xp, page.reached_position, coalesce(choice.participating, true)
      FROM page LEFT JOIN ${sql.id(schema, LEADERBOARD_CHOICES)} choice USING (learner_id)
      ON CONFLICT (board, learner_id) DO UPDATE SET xp = current.xp + excluded.xp, reached_position = excluded.reached_position
      RETURNING current.board, current.xp, current.listed
    ),
    changes AS (
      SELECT board, xp, -1 AS delta FROM previous
      UNION ALL
      SELECT board, xp, 1 FROM upserted WHERE listed
    )
    ${countChanges(schema)}
  `.execute(db);
}

/** Lists or unlists all of a learner's scores, moving them into or out of the counts; a repeat changes nothing. */
async function applyChoice(db: Executor, schema: string, learnerId: string, { participating, shownAs }: LeaderboardChoice): Promise<void> {
  await sql`
    INSERT INTO ${sql.id(schema, LEADERBOARD_CHOICES)} (learner_id, participating, shown_as) VALUES (${learnerId}, ${participating}, ${shownAs})
    ON CONFLICT (learner_id) DO UPDATE SET participating = excluded.participating, shown_as = excluded.shown_as
  `.execute(db);
  await sql`
    WITH changed AS (
      UPDATE ${sql.id(schema, LEADERBOARD_SCORES)} SET listed = ${participating}
      WHERE learner_id = ${learnerId} AND listed <> ${participating}
      RETURNING board, xp
    ),
    changes AS (SELECT board, xp, ${participating ? 1 : -1}::int AS delta FROM changed)
    ${countChanges(schema)}
  `.execute(db);
}

/**
 * The boards' writes to the PostgreSQL (or PGlite) tables of one schema: the live one, a rebuild's shadow or an as-of
 * snapshot. Writes go through the executor given, so a projection's page and its checkpoint share one transaction.
 */
export function postgresLeaderboardWriter(db: Executor, schema: string): LeaderboardWriter {
  return {
    addGains: (gains) => applyGains(db, schema, gains),
    setChoice: (learnerId, choice) => applyChoice(db, schema, learnerId, choice),
    async switchCourseBoard(courseId, enabled) {
      await sql`
        INSERT INTO ${sql.id(schema, LEADERBOARD_COURSES)} (course_id, enabled) VALUES (${courseId}, ${enabled})
        ON CONFLICT (course_id) DO UPDATE SET enabled = excluded.enabled
      `.execute(db);
    },
  };
}
