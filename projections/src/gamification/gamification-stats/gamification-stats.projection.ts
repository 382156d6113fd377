import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const GAMIFICATION_STATS = 'gamification_stats_v1';
export const GAMIFICATION_ACHIEVEMENTS = 'gamification_achievements_v1';
export const GAMIFICATION_REWARDS = 'gamification_rewards_v1';

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, GAMIFICATION_STATS)} (
      learner_id text PRIMARY KEY,
      xp bigint NOT NULL DEFAULT 0,
      level integer NOT NULL DEFAULT 1,
      points bigint NOT NULL DEFAULT 0,
      streak_days integer NOT NULL DEFAULT 0,
      last_learning_day text
    )
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, GAMIFICATION_ACHIEVEMENTS)} (
      learner_id text NOT NULL,
      achievement_id text NOT NULL,
      points integer NOT NULL,
      unlocked_at timestamptz NOT NULL,
      PRIMARY KEY (learner_id, achievement_id)
    )
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, GAMIFICATION_REWARDS)} (
      reward_id text PRIMARY KEY,
      learner_id text NOT NULL,
      type text NOT NULL,
      value integer NOT NULL,
      rarity text NOT NULL,
      trigger text NOT NULL,
      display_seconds integer NOT NULL,
      granted_at timestamptz NOT NULL,
      claimed_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS gamification_rewards_v1_learner ON ${sql.id(schema, GAMIFICATION_REWARDS)} (learner_id, granted_at)`.execute(db);
}

/**
 * Each learner's XP, level, points and streak, their unlocked achievements and their rewards, folded from their
 * `stats-<learnerId>` stream. Points are catalogue points of achievements plus claimed `points` rewards.
 */
export const gamificationStatsProjection: Projection<PathwiseEvent> = {
  name: 'gamification-stats',
  version: 1,
  eventTypes: ['XpAwarded', 'LevelReached', 'StreakUpdated', 'AchievementUnlocked', 'RewardGranted', 'RewardClaimed'],
  tables: [GAMIFICATION_STATS, GAMIFICATION_ACHIEVEMENTS, GAMIFICATION_REWARDS],
  createTables,
  async apply(events, { transaction, schema }) {
    const stats = sql.id(schema, GAMIFICATION_STATS);
    const achievements = sql.id(schema, GAMIFICATION_ACHIEVEMENTS);
    const rewards = sql.id(schema, GAMIFICATION_REWARDS);
    const ensureRow = (learnerId: string) => sql`INSERT INTO ${stats} (learner_id) VALUES (${learnerId}) ON CONFLICT (learner_id) DO NOTHING`.execute(transaction);
    for (const event of events) {
      switch (event.type) {
        case 'XpAwarded':
          await ensureRow(event.data.learnerId);
          await sql`UPDATE ${stats} SET xp = xp + ${event.data.xp} WHERE learner_id = ${event.data.learnerId}`.execute(transaction);
          break;
        case 'LevelReached':
          await ensureRow(event.data.learnerId);
          await sql`UPDATE ${stats} SET level = GREATEST(level, ${event.data.level}) WHERE learner_id = ${event.data.learnerId}`.execute(transaction);
          break;
        case 'StreakUpdated':
          await ensureRow(event.data.learnerId);
          await sql`
            UPDATE ${stats} SET streak_days = ${event.data.streakDays}, last_learning_day = ${event.data.localDay}
            WHERE learner_id = ${event.data.learnerId}
          `.execute(transaction);
          break;
        case 'AchievementUnlocked': {
          await ensureRow(event.data.learnerId);
          const inserted = await sql`
            INSERT INTO ${achievements} (learner_id, achievement_id, points, unlocked_at)
            VALUES (${event.data.learnerId}, ${event.data.achievementId}, ${event.data.points}, ${event.recordedAt})
            ON CONFLICT DO NOTHING
          `.execute(transaction);
          if (Number(inserted.numAffectedRows ?? 0) > 0) {
            await sql`UPDATE ${stats} SET points = points + ${event.data.points} WHERE learner_id = ${event.data.learnerId}`.execute(transaction);
          }
          break;
        }
        case 'RewardGranted': {
          const data = event.data;
          await sql`
            INSERT INTO ${rewards} (reward_id, learner_id, type, value, rarity, trigger, display_seconds, granted_at)
            VALUES (${data.rewardId}, ${data.learnerId}, ${data.type}, ${data.value}, ${data.rarity}, ${data.trigger}, ${data.displaySeconds}, ${data.triggeredAt})
            ON CONFLICT (reward_id) DO NOTHING
          `.execute(transaction);
          break;
        }
        case 'RewardClaimed': {
          await ensureRow(event.data.learnerId);
          const { rows } = await sql<{ type: string; value: number }>`
            UPDATE ${rewards} SET claimed_at = ${event.recordedAt}
            WHERE reward_id = ${event.data.rewardId} AND learner_id = ${event.data.learnerId} AND claimed_at IS NULL
            RETURNING type, value
          `.execute(transaction);
          if (rows[0]?.type === 'points') {
            await sql`UPDATE ${stats} SET points = points + ${rows[0].value} WHERE learner_id = ${event.data.learnerId}`.execute(transaction);
          }
          break;
        }
        default:
          break;
      }
    }
  },
};
