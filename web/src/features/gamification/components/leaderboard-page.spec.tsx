import { GamificationDataResponse, type LeaderboardEntry, LeaderboardParticipationResponse, LeaderboardResponse, NotificationsResponse } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';
import { gamificationData , serviceDown } from '../testing/gamification-fixtures';

const row = (rank: number, userId: string, displayName: string | null, xp: number): LeaderboardEntry => ({ rank, userId, displayName, xp });
const board = (overrides: Partial<LeaderboardResponse> = {}): LeaderboardResponse => ({
  board: 'global',
  courseId: null,
  week: null,
  enabled: true,
  leaderboard: [row(1, 'u-ada', 'Ada', 900), row(2, 'u-me', 'Me', 620)],
  total: 2,
  me: row(2, 'u-me', 'Me', 620),
  participating: true,
  ...overrides,
});
const common = {
  'GET /api/notifications': jsonReply(NotificationsResponse, { notifications: [], unreadCount: 0 }),
  'GET /api/gamification/data': jsonReply(GamificationDataResponse, gamificationData()),
};
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('Leaderboard page', () => {
  it('shows the global board with my rank, moves to the weekly tab by keyboard, and opts out', async () => {
    const api = stubApi({
      ...common,
      'GET /api/gamification/leaderboard': [jsonReply(LeaderboardResponse, board()), jsonReply(LeaderboardResponse, board({ board: 'weekly', week: '2026-W48' })), jsonReply(LeaderboardResponse, board({ participating: false, me: null }))],
      'PUT /api/gamification/leaderboard/participation': jsonReply(LeaderboardParticipationResponse, { participating: false, changed: true }),
    });
    renderApp('/leaderboard', { session: aSession() });

    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toBe('1Ada900');
    expect(second!.textContent).toBe('2Me (you)620');
    expect(screen.getByText('Your rank: #2 of 2, 620 XP')).toBeTruthy();

    const global = screen.getByRole('tab', { name: 'Global' });
    fireEvent.keyDown(global, { key: 'ArrowLeft' });
    const weekly = screen.getByRole('tab', { name: 'This week' });
    expect(weekly.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(weekly);
    await waitFor(() => expect(api.to('GET /api/gamification/leaderboard').map((request) => queryOf(request.url).board)).toEqual(['global', 'weekly']));

    const optIn = screen.getByRole('checkbox', { name: 'Show me on leaderboards' });
    expect((optIn as HTMLInputElement).checked).toBe(true);
    fireEvent.click(optIn);
    await waitFor(() => expect(api.to('PUT /api/gamification/leaderboard/participation')[0]?.json).toEqual({ participating: false }));
    expect(await screen.findByText('You are not on this board yet.')).toBeTruthy();
  });

  it('asks for a course before showing its board, and says when the creator switched it off', async () => {
    const api = stubApi({ ...common, 'GET /api/gamification/leaderboard': [jsonReply(LeaderboardResponse, board()), jsonReply(LeaderboardResponse, board({ board: 'course', courseId: 'c-1', enabled: false, leaderboard: [], me: null, total: 0 }))] });
    renderApp('/leaderboard', { session: aSession() });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('tab', { name: 'Course' }));
    expect(screen.getByText('Enter a course id to see its leaderboard.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Course id' }), { target: { value: 'c-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The creator switched this course’s leaderboard off.')).toBeTruthy();
    expect(queryOf(api.to('GET /api/gamification/leaderboard')[1]!.url)).toEqual({ board: 'course', courseId: 'c-1' });
  });

  it('is empty when the leaderboard cannot be read', async () => {
    stubApi({ ...common, 'GET /api/gamification/leaderboard': serviceDown });
    renderApp('/leaderboard', { session: aSession() });
    expect(await screen.findByText('Nobody is on this leaderboard yet.')).toBeTruthy();
  });
});
