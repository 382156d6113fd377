import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { GAMIFICATION_ACHIEVEMENTS, GAMIFICATION_REWARDS, GAMIFICATION_STATS } from './gamification-stats.projection.js';

export interface LearnerStats {
  readonly xp: number;
  readonly level: number;
  readonly points: number;
  readonly streakDays: number;
  readonly lastLearningDay: string | null;
}

export interface UnlockedAchievement {
  readonly achievementId: string;
  readonly points: number;
  readonly unlockedAt: Date;
}

export interface LearnerReward {
  readonly rewardId: string;
  readonly learnerId: string;
  readonly type: string;
  readonly value: number;
  readonly rarity: string;
  readonly trigger: string;
  readonly displaySeconds: number;
  readonly grantedAt: Date;
  readonly claimedAt: Date | null;
}

const NO_STATS: LearnerStats = Object.freeze({ xp: 0, level: 1, points: 0, streakDays: 0, lastLearningDay: null });

/** A learner's stats; level 1 and zeros before anything was earned. */
export async function getLearnerStats(db: Executor, learnerId: string, schema = LIVE_SCHEMA): Promise<LearnerStats> {
  const { rows } = await sql<{ xp: string | number; level: number; points: string | number; streak_days: number; last_learning_day: string | null }>`
    SELECT xp, level, points, streak_days, last_learning_day FROM ${sql.id(schema, GAMIFICATION_STATS)} WHERE learner_id = ${learnerId}
  `.execute(db);
  const row = rows[0];
  if (!row) return NO_STATS;
  return { xp: Number(row.xp), level: row.level, points: Number(row.points), streakDays: row.streak_days, lastLearningDay: row.last_learning_day };
}

/** The achievements a learner holds, in the order they were unlocked. */
export async function getUnlockedAchievements(db: Executor, learnerId: string, schema = LIVE_SCHEMA): Promise<UnlockedAchievement[]> {
  const { rows } = await sql<{ achievement_id: string; points: number; unlocked_at: Date }>`
    SELECT achievement_id, points, unlocked_at FROM ${sql.id(schema, GAMIFICATION_ACHIEVEMENTS)}
    WHERE learner_id = ${learnerId} ORDER BY unlocked_at, achievement_id
  `.execute(db);
  return rows.map((row) => ({ achievementId: row.achievement_id, points: row.points, unlockedAt: row.unlocked_at }));
}

type RewardRow = {
  reward_id: string;
  learner_id: string;
  type: string;
  value: number;
  rarity: string;
  trigger: string;
  display_seconds: number;
  granted_at: Date;
  claimed_at: Date | null;
};
const toReward = (row: RewardRow): LearnerReward => ({
  rewardId: row.reward_id,
  learnerId: row.learner_id,
  type: row.type,
  value: row.value,
  rarity: row.rarity,
  trigger: row.trigger,
  displaySeconds: row.display_seconds,
  grantedAt: row.granted_at,
  claimedAt: row.claimed_at,
});

/** A learner's rewards, newest first. */
export async function getLearnerRewards(db: Executor, learnerId: string, schema = LIVE_SCHEMA): Promise<LearnerReward[]> {
  const { rows } = await sql<RewardRow>`
    SELECT * FROM ${sql.id(schema, GAMIFICATION_REWARDS)} WHERE learner_id = ${learnerId} ORDER BY granted_at DESC, reward_id
  `.execute(db);
  return rows.map(toReward);
}

/** Any learner's reward by id, to tell "not yours" from "no such reward". */
export async function findReward(db: Executor, rewardId: string, schema = LIVE_SCHEMA): Promise<LearnerReward | null> {
  const { rows } = await sql<RewardRow>`SELECT * FROM ${sql.id(schema, GAMIFICATION_REWARDS)} WHERE reward_id = ${rewardId}`.execute(db);
  return rows[0] ? toReward(rows[0]) : null;
}
