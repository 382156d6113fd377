import { randomUUID } from 'node:crypto';
import { pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { testDatabaseKinds, useTestEventStore } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { rebuildProjection } from '../../runner/rebuild.js';
import { gamificationStatsProjection } from './gamification-stats.projection.js';
import { findReward, getLearnerRewards, getLearnerStats, getUnlockedAchievements } from './gamification-stats.queries.js';

describe.each(testDatabaseKinds)('gamification stats projection on %s', (kind) => {
  const fixture = useTestEventStore<PathwiseEvent>(kind, { registry: pathwiseEvents });
  const rebuild = () => rebuildProjection({ database: fixture.database, store: fixture.store, projection: gamificationStatsProjection, batchSize: 3 });

  it('sums XP, keeps the highest level and the latest streak, adds achievement points and claimed points rewards once, the same on every rebuild', async () => {
    const learnerId = randomUUID();
    const rewardId = randomUUID();
    const other = randomUUID();
    const xp = (amount: number, sourceEventId: string): PathwiseEvent => ({
      type: 'XpAwarded',
      data: { learnerId, courseId: null, xp: amount, source: 'lesson_completed', sourceEventId, localDay: '2026-11-23' },
    });
    const reward = (id: string, owner: string): PathwiseEvent => ({
      type: 'RewardGranted',
      data: {
        rewardId: id,
        learnerId: owner,
        type: 'points',
        value: 42,
        rarity: 'rare',
        trigger: 'lesson_completed',
        sourceEventId: 'e1',
        triggeredAt: '2026-11-23T12:00:00.000Z',
        draw: { seed: 7, rolls: [0.1, 0.1, 0.32, 0.7] },
        displaySeconds: 4,
      },
    });
    await fixture.store.append(
      `stats-${learnerId}`,
      [
        xp(60, 'e1'),
        { type: 'StreakUpdated', data: { learnerId, localDay: '2026-11-22', streakDays: 4, utcOffsetMinutes: -300, sourceEventId: 'e1' } },
        xp(60, 'e2'),
        { type: 'LevelReached', data: { learnerId, level: 2, xp: 120, sourceEventId: 'e2' } },
        { type: 'StreakUpdated', data: { learnerId, localDay: '2026-11-23', streakDays: 5, utcOffsetMinutes: -300, sourceEventId: 'e2' } },
        { type: 'AchievementUnlocked', data: { learnerId, achievementId: 'early-adopter', points: 1000, sourceEventId: 'e0' } },
        reward(rewardId, learnerId),
        { type: 'RewardClaimed', data: { rewardId, learnerId } },
        // A claim that names someone else's reward, or repeats, changes nothing.
        { type: 'RewardClaimed', data: { rewardId, learnerId } },
      ],
      { expectedVersion: 'no_stream' },
    );
    await fixture.store.append(`stats-${other}`, [reward(randomUUID(), other), { type: 'RewardClaimed', data: { rewardId, learnerId: other } }], { expectedVersion: 'no_stream' });

    const read = async () => ({
      stats: await getLearnerStats(fixture.database.db, learnerId),
      achievements: (await getUnlockedAchievements(fixture.database.db, learnerId)).map(({ achievementId, points }) => ({ achievementId, points })),
      rewards: (await getLearnerRewards(fixture.database.db, learnerId)).map(({ rewardId: id, value, claimedAt }) => ({ id, value, claimed: claimedAt !== null })),
    });
    await rebuild();
    const first = await read();
    expect(first).toEqual({
      stats: { xp: 120, level: 2, points: 1042, streakDays: 5, lastLearningDay: '2026-11-23' },
      achievements: [{ achievementId: 'early-adopter', points: 1000 }],
      rewards: [{ id: rewardId, value: 42, claimed: true }],
    });
    expect((await findReward(fixture.database.db, rewardId))?.learnerId).toBe(learnerId);
    expect((await getLearnerStats(fixture.database.db, other)).points).toBe(0);
    await rebuild();
    expect(await read()).toEqual(first);
  });

  it('answers level 1 and zeros for a learner with no stats, and no reward for an unknown id', async () => {
    await rebuild();
    expect(await getLearnerStats(fixture.database.db, randomUUID())).toEqual({ xp: 0, level: 1, points: 0, streakDays: 0, lastLearningDay: null });
    expect(await findReward(fixture.database.db, randomUUID())).toBeNull();
  });
});
