import {
  GamificationDataResponse,
  type LeaderboardEntry,
  LeaderboardParticipationResponse,
  LeaderboardResponse,
  MyCoursesResponse,
  NotificationsResponse,
} from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../../testing/axe';
import { aCourseCard } from '../../../testing/course-fixtures';
import { aSession } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';
import { gamificationData, serviceDown } from '../testing/gamification-fixtures';

const row = (rank: number, userId: string, name: string, xp: number, shownAs: LeaderboardEntry['shownAs'] = 'alias'): LeaderboardEntry => ({ rank, userId, name, shownAs, xp });
const board = (overrides: Partial<LeaderboardResponse> = {}): LeaderboardResponse => ({
  board: 'global',
  courseId: null,
  week: null,
  enabled: true,
  leaderboard: [row(1, 'u-ada', 'Ada Lovelace', 900, 'name'), row(2, 'u-me', 'Swift Otter 42', 620)],
  total: 2,
  me: row(2, 'u-me', 'Swift Otter 42', 620),
  participating: true,
  shownAs: 'alias',
  alias: 'Swift Otter 42',
  ...overrides,
});
const hidden = board({ participating: false, me: null, leaderboard: [row(1, 'u-ada', 'Ada Lovelace', 900, 'name')], total: 1 });
const myCourse = (courseId: string, title: string) => ({
  ...aCourseCard({ courseId, title }),
  enrolledAt: '2026-11-01T10:00:00.000Z',
  lessonsCompleted: 1,
  progressPercent: 20,
  lastActivityAt: null,
  completedAt: null,
});
const common = {
  'GET /api/notifications': jsonReply(NotificationsResponse, { notifications: [], unreadCount: 0 }),
  'GET /api/gamification/data': jsonReply(GamificationDataResponse, gamificationData()),
};
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const boardsAsked = (api: ReturnType<typeof stubApi>) => api.to('GET /api/gamification/leaderboard').map((request) => queryOf(request.url));

describe('Leaderboard page', () => {
  it('says first how the learner appears, under their alias, and shows the global board with their rank', async () => {
    stubApi({ ...common, 'GET /api/gamification/leaderboard': jsonReply(LeaderboardResponse, board()) });
    renderApp('/leaderboard', { session: aSession() });

    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toBe('1Ada Lovelace900');
    expect(second!.textContent).toBe('2Swift Otter 42 (you)620');
    expect(screen.getByText('Your rank: #2 of 2, 620 XP')).toBeTruthy();
    const explanation = screen.getByText('You appear on the leaderboards as Swift Otter 42, never under your name or email.');
    expect(explanation.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide me' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show my name' })).toBeTruthy();
  });

  it('hides the learner in one click, then offers to show them again under their alias', async () => {
    const api = stubApi({
      ...common,
      'GET /api/gamification/leaderboard': [jsonReply(LeaderboardResponse, board()), jsonReply(LeaderboardResponse, hidden)],
      'PUT /api/gamification/leaderboard/participation': jsonReply(LeaderboardParticipationResponse, { participating: false, shownAs: 'alias', changed: true }),
    });
    renderApp('/leaderboard', { session: aSession() });
    const hide = await screen.findByRole('button', { name: 'Hide me' });
    hide.focus();
    fireEvent.click(hide);

    await waitFor(() => expect(api.to('PUT /api/gamification/leaderboard/participation')[0]?.json).toEqual({ participating: false }));
    expect(await screen.findByText('You are hidden from the leaderboards; your XP still counts if you come back.')).toBeTruthy();
    expect(screen.getByText('You are not on this board yet.')).toBeTruthy();
    expect(within(screen.getByRole('table')).queryByText(/Swift Otter 42/)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Show me as Swift Otter 42' })).toBe(document.activeElement);
  });

  it('shows the display name when the learner chooses it, by keyboard, and offers the alias back', async () => {
    const named = board({ shownAs: 'name', leaderboard: [row(1, 'u-ada', 'Ada Lovelace', 900, 'name'), row(2, 'u-me', 'Me Myself', 620, 'name')] });
    const api = stubApi({
      ...common,
      'GET /api/gamification/leaderboard': [jsonReply(LeaderboardResponse, board()), jsonReply(LeaderboardResponse, named)],
      'PUT /api/gamification/leaderboard/participation': jsonReply(LeaderboardParticipationResponse, { participating: true, shownAs: 'name', changed: true }),
    });
    renderApp('/leaderboard', { session: aSession() });
    const showName = await screen.findByRole('button', { name: 'Show my name' });
    showName.focus();
    expect(document.activeElement).toBe(showName);
    fireEvent.click(showName);

    await waitFor(() => expect(api.to('PUT /api/gamification/leaderboard/participation')[0]?.json).toEqual({ shownAs: 'name' }));
    expect(await screen.findByText('You appear on the leaderboards under your display name.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use my alias' })).toBeTruthy();
  });

  it('moves to the weekly tab by keyboard', async () => {
    const api = stubApi({
      ...common,
      'GET /api/gamification/leaderboard': [jsonReply(LeaderboardResponse, board()), jsonReply(LeaderboardResponse, board({ board: 'weekly', week: '2026-W48' }))],
    });
    renderApp('/leaderboard', { session: aSession() });
    await screen.findByRole('table');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Global' }), { key: 'ArrowLeft' });
    const weekly = screen.getByRole('tab', { name: 'This week' });
    expect(weekly.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(weekly);
    await waitFor(() => expect(boardsAsked(api).map((query) => query.board)).toEqual(['global', 'weekly']));
  });

  it("picks the course board from the learner's own courses, the first at once, and says when its creator switched it off", async () => {
    const api = stubApi({
      ...common,
      'GET /api/me/courses': jsonReply(MyCoursesResponse, { courses: [myCourse('c-1', 'Fractions from scratch'), myCourse('c-2', 'Algebra, gently')] }),
      'GET /api/gamification/leaderboard': [
        jsonReply(LeaderboardResponse, board()),
        jsonReply(LeaderboardResponse, board({ board: 'course', courseId: 'c-1' })),
        jsonReply(LeaderboardResponse, board({ board: 'course', courseId: 'c-2', enabled: false, leaderboard: [], me: null, total: 0 })),
      ],
    });
    renderApp('/leaderboard', { session: aSession() });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('tab', { name: 'Course' }));

    const select = (await screen.findByRole('combobox', { name: 'Your course' })) as HTMLSelectElement;
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Fractions from scratch', 'Algebra, gently']);
    expect(select.value).toBe('c-1');
    await waitFor(() => expect(boardsAsked(api)).toContainEqual({ board: 'course', courseId: 'c-1' }));
    expect(screen.queryByRole('textbox')).toBeNull();

    fireEvent.change(select, { target: { value: 'c-2' } });
    expect(await screen.findByText('The creator switched this course’s leaderboard off.')).toBeTruthy();
    expect(boardsAsked(api).at(-1)).toEqual({ board: 'course', courseId: 'c-2' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('says where to find a course when the learner has none', async () => {
    const api = stubApi({
      ...common,
      'GET /api/me/courses': jsonReply(MyCoursesResponse, { courses: [] }),
      'GET /api/gamification/leaderboard': jsonReply(LeaderboardResponse, board()),
    });
    renderApp('/leaderboard', { session: aSession() });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('tab', { name: 'Course' }));

    expect(await screen.findByText('A course board appears here once you join a course.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the courses' }).getAttribute('href')).toBe('/courses');
    expect(boardsAsked(api).map((query) => query.board)).toEqual(['global']);
  });

  it('is empty when the leaderboard cannot be read, offering no choice it cannot keep', async () => {
    stubApi({ ...common, 'GET /api/gamification/leaderboard': serviceDown });
    renderApp('/leaderboard', { session: aSession() });
    expect(await screen.findByText('Nobody is on this leaderboard yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hide me' })).toBeNull();
  });
});
