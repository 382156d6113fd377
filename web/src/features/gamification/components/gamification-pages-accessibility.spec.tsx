import { AchievementsResponse, GamificationDataResponse, LeaderboardResponse, NotificationsResponse } from '@pathwise/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';
import { seriousViolations } from '../../widgets/testing/axe';
import { achievementsWith, aReward, gamificationData } from '../testing/gamification-fixtures';

const entry = (rank: number, userId: string, xp: number) => ({ rank, userId, displayName: `Learner ${rank}`, xp });

describe('Gamification pages accessibility', () => {
  it('the leaderboard, XP bar and a reward popup have no serious axe violations', async () => {
    stubApi({
      'GET /api/notifications': jsonReply(NotificationsResponse, { notifications: [], unreadCount: 0 }),
      'GET /api/gamification/data': jsonReply(GamificationDataResponse, gamificationData({ rewards: [aReward()] })),
      'GET /api/gamification/leaderboard': jsonReply(LeaderboardResponse, { board: 'global', courseId: null, week: null, leaderboard: [entry(1, 'u-1', 90), entry(2, 'u-2', 80)], total: 2, me: entry(2, 'u-2', 80), participating: true, enabled: true }),
    });
    renderApp('/leaderboard', { session: aSession(aUser({ uid: 'u-2' })) });
    await screen.findByRole('table');
    await screen.findByRole('progressbar');
    // The popup comes up to REWARD_MAX_DELAY_MS after the lazily loaded layer has its data: on a busy machine, well
    // past the usual wait.
    await screen.findByRole('button', { name: 'Claim' }, { timeout: 10_000 });
    expect(await seriousViolations()).toEqual([]);
  });

  it('the achievements page has no serious axe violations', async () => {
    stubApi({
      'GET /api/notifications': jsonReply(NotificationsResponse, { notifications: [], unreadCount: 0 }),
      'GET /api/gamification/data': jsonReply(GamificationDataResponse, gamificationData()),
      'GET /api/gamification/achievements': jsonReply(AchievementsResponse, { achievements: achievementsWith(['first-course']) }),
    });
    renderApp('/achievements', { session: aSession() });
    await screen.findByRole('list', { name: 'Achievements' });
    expect(await seriousViolations()).toEqual([]);
  });
});
