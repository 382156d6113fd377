import { AchievementsResponse, GamificationDataResponse, NotificationsResponse } from '@pathwise/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';
import { achievementsWith, gamificationData , serviceDown } from '../testing/gamification-fixtures';

const common = {
  'GET /api/notifications': jsonReply(NotificationsResponse, { notifications: [], unreadCount: 0 }),
  'GET /api/gamification/data': jsonReply(GamificationDataResponse, gamificationData()),
};

describe('Achievements page', () => {
  it('lists the 14 achievements, unlocked or locked, with rarity, category and points, learning apart from teaching', async () => {
    stubApi({ ...common, 'GET /api/gamification/achievements': jsonReply(AchievementsResponse, { achievements: achievementsWith(['first-course']) }) });
    renderApp('/achievements', { session: aSession(aUser({ role: 'creator' })) });
    const learning = await screen.findByRole('list', { name: 'Learning and community' });
    const teaching = screen.getByRole('list', { name: 'Teaching' });
    expect(within(learning).getAllByRole('listitem')).toHaveLength(4);
    expect(within(teaching).getAllByRole('listitem')).toHaveLength(10);
    expect(within(teaching).getAllByRole('listitem')[0]!.textContent).toContain('Unlocked · Common · Courses · 100 pts');
    expect(within(learning).getByRole('heading', { name: 'Early adopter' }).closest('li')!.textContent).toContain('Locked · Legendary · Special · 1,000 pts');
    expect(screen.getByText('1 of 14 unlocked')).toBeTruthy();
    expect(screen.queryByText(/Achievements for teaching/)).toBeNull();
    // What XP and points each mean, said once.
    const explained = within(screen.getByRole('region', { name: 'XP and points' }));
    expect(explained.getByText(/^XP measures learning/).textContent).toContain('sets your level and your place on the leaderboards');
    expect(explained.getByText(/^Points come with achievements and rewards/)).toBeTruthy();
  });

  it('sets the teaching achievements apart, folded, for a learner who does not teach', async () => {
    stubApi({ ...common, 'GET /api/gamification/achievements': jsonReply(AchievementsResponse, { achievements: achievementsWith([]) }) });
    renderApp('/achievements', { session: aSession(aUser({ role: 'student' })) });
    const learning = await screen.findByRole('list', { name: 'Learning and community' });
    expect(within(learning).getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Week streak',
      'Month streak',
      'Early adopter',
      'Community helper',
    ]);
    const apart = screen.getByText('Achievements for teaching: earned by publishing and selling courses').closest('details')!;
    expect(apart.open).toBe(false);
    expect(within(apart).getAllByRole('listitem', { hidden: true })).toHaveLength(10);
  });

  it('says when they cannot be loaded, with a retry', async () => {
    stubApi({ ...common, 'GET /api/gamification/achievements': serviceDown });
    renderApp('/achievements', { session: aSession() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your achievements');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
