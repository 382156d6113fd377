import { AchievementsResponse, GamificationDataResponse, LeaderboardResponse, NotificationsResponse, REWARD_MAX_DELAY_MS } from '@pathwise/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';
import { seriousViolations } from '../../../testing/axe';
import { achievementsWith, aReward, elapse, gamificationData } from '../testing/gamification-fixtures';

const entry = (rank: number, userId: string, xp: number) => ({ rank, userId, name: `Calm Heron ${rank}`, shownAs: 'alias' as const, xp });

describe('Gamification pages accessibility', () => {
  it('the leaderboard, XP bar and a reward popup have no serious axe violations', async () => {
    stubApi({
      'GET /api/notifications': jsonReply(NotificationsResponse, { notifications: [], unreadCount: 0 }),
      'GET /api/gamification/data': jsonReply(GamificationDataResponse, gamificationData({ rewards: [aReward()] })),
      'GET /api/gamification/leaderboard': jsonReply(LeaderboardResponse, { board: 'global', courseId: null, week: null, leaderboard: [entry(1, 'u-1', 90), entry(2, 'u-2', 80)], total: 2, me: entry(2, 'u-2', 80), participating: true, shownAs: 'alias', alias: 'Calm Heron 2', enabled: true }),
    });
    // The shell loads the layer lazily; loaded here first, the shell finds it ready instead of transforming it on a
    // busy machine while the test waits.
    await import('./gamification-layer');
    // Loading still runs on real time; only the reward's display delay is the test's to skip.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/leaderboard', { session: aSession(aUser({ uid: 'u-2' })) });
    await screen.findByRole('table');
    await screen.findByRole('progressbar');
    // The reward's delay starts once the lazily loaded layer has mounted, which has no sign of its own: the clock
    // moves on by the longest delay until the reward is there.
    await vi.waitFor(
      async () => {
        await elapse(REWARD_MAX_DELAY_MS);
        expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeNull();
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('the achievements page has no serious axe violations', async () => {
    stubApi({
      'GET /api/notifications': jsonReply(NotificationsResponse, { notifications: [], unreadCount: 0 }),
      'GET /api/gamification/data': jsonReply(GamificationDataResponse, gamificationData()),
      'GET /api/gamification/achievements': jsonReply(AchievementsResponse, { achievements: achievementsWith(['first-course']) }),
    });
    renderApp('/achievements', { session: aSession() });
    await screen.findByRole('list', { name: 'Learning and community' });
    expect(await seriousViolations()).toEqual([]);
  });
});
