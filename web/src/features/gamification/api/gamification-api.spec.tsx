import { AchievementsResponse, GamificationDataResponse, RewardsResponse, StatsUpdateResponse } from '@pathwise/contracts';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonReply, stubApi } from '../../../testing/stub-api';
import { readUnlocked, recordUnlock } from '../lib/unlocked-store';
import { achievementsWith, aReward, gamificationData , serviceDown } from '../testing/gamification-fixtures';
import { gamificationKeys } from './gamification-keys';
import { AchievementsReply, getAchievements } from './get-achievements';
import { GamificationDataReply } from './gamification-data.schemas';
import { getGamificationData } from './get-gamification-data';
import { getRewards, RewardsReply } from './get-rewards';
import { QUIZ_COMPLETED_REPORT, reportQuizCompleted } from './report-quiz-completed';

const down = serviceDown;

describe('Gamification calls', () => {
  beforeEach(() => window.localStorage.clear());

  // The spec's other shapes, which this server never sends, are checked against the client's own reply schemas.
  it('read /data wrapped in data or not', async () => {
    const data = gamificationData({ stats: { xp: 10, level: 1, points: 5, streak_days: 0 } });
    stubApi({ 'GET /api/gamification/data': [jsonReply(GamificationDataReply, { data }), jsonReply(GamificationDataResponse, data)] });
    expect((await getGamificationData()).stats.xp).toBe(10);
    expect((await getGamificationData()).stats.xp).toBe(10);
  });

  it('read achievements as achievements or data', async () => {
    const achievements = achievementsWith(['first-course']);
    stubApi({ 'GET /api/gamification/achievements': [jsonReply(AchievementsResponse, { achievements }), jsonReply(AchievementsReply, { data: achievements })] });
    expect(await getAchievements()).toEqual(achievements);
    expect(await getAchievements()).toEqual(achievements);
  });

  it('read rewards as an array, rewards or data.rewards, and as an empty list when the call fails', async () => {
    const reward = aReward();
    stubApi({ 'GET /api/gamification/rewards': [jsonReply(RewardsReply, [reward]), jsonReply(RewardsResponse, { rewards: [reward] }), jsonReply(RewardsReply, { data: { rewards: [reward] } }), down] });
    for (let call = 0; call < 3; call++) expect((await getRewards()).map((entry) => entry.id)).toEqual([reward.id]);
    expect(await getRewards()).toEqual([]);
  });

  it('the quiz trigger posts points_gained 5 and quiz_completed, then answers the achievements it newly holds', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(gamificationKeys.data(), gamificationData({ achievements: achievementsWith(['first-course']) }));
    const api = stubApi({
      'POST /api/gamification/stats/update': jsonReply(StatsUpdateResponse, {
        stats: gamificationData().stats,
        achievements: achievementsWith(['first-course', 'week-streak']),
        unbacked: ['quiz_completed'],
        applied: false,
      }),
    });
    expect(await reportQuizCompleted(queryClient)).toEqual(['week-streak']);
    expect(api.to('POST /api/gamification/stats/update')[0]?.json).toEqual(QUIZ_COMPLETED_REPORT);
    expect(QUIZ_COMPLETED_REPORT).toEqual({ points_gained: 5, quiz_completed: true });
  });

  it('the quiz trigger answers nothing new when the report fails', async () => {
    stubApi({ 'POST /api/gamification/stats/update': down });
    expect(await reportQuizCompleted(new QueryClient())).toEqual([]);
  });

  it('saved unlocks: a catalogue id not held is added once; a held or unknown id is ignored', () => {
    expect(recordUnlock('u-1', 'first-course')).toBe(true);
    expect(recordUnlock('u-1', 'first-course')).toBe(false);
    expect(recordUnlock('u-1', 'no-such-achievement')).toBe(false);
    expect(readUnlocked('u-1')).toEqual(['first-course']);
    expect(readUnlocked('u-2')).toEqual([]);
  });
});
