import { AchievementsResponse, GamificationDataResponse, NotificationsResponse } from '@pathwise/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';
import { achievementsWith, gamificationData , serviceDown } from '../testing/gamification-fixtures';

const common = {
  'GET /api/notifications': jsonReply(NotificationsResponse, { notifications: [], unreadCount: 0 }),
  'GET /api/gamification/data': jsonReply(GamificationDataResponse, gamificationData()),
};

describe('Achievements page', () => {
  it('lists the 14 achievements, unlocked or locked, with rarity, category and points', async () => {
    stubApi({ ...common, 'GET /api/gamification/achievements': jsonReply(AchievementsResponse, { achievements: achievementsWith(['first-course']) }) });
    renderApp('/achievements', { session: aSession() });
    const list = await screen.findByRole('list', { name: 'Achievements' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(14);
    expect(cards[0]!.textContent).toContain('Unlocked · Common · Courses · 100 pts');
    expect(within(list).getByRole('heading', { name: 'Early adopter' }).closest('li')!.textContent).toContain('Locked · Legendary · Special · 1,000 pts');
    expect(screen.getByText('1 of 14 unlocked')).toBeTruthy();
  });

  it('says when they cannot be loaded, with a retry', async () => {
    stubApi({ ...common, 'GET /api/gamification/achievements': serviceDown });
    renderApp('/achievements', { session: aSession() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your achievements');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
