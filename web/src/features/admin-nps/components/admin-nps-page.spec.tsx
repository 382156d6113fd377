import { AdminNpsResponse, MyNpsSurveyResponse, NpsCommandResponse } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';

const figures = (overrides: Partial<AdminNpsResponse> = {}): AdminNpsResponse => ({
  score: 25,
  responses: 4,
  promoters: 2,
  passives: 1,
  detractors: 1,
  distribution: [0, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1],
  trend: [
    { weekStart: '2026-11-09', score: 0, responses: 2 },
    { weekStart: '2026-11-16', score: 50, responses: 2 },
  ],
  comments: {
    items: [{ responseId: 'r1', score: 10, comment: 'Every quiz explains its answers.', role: 'student', plan: 'pro', answeredAt: '2026-11-18T09:00:00.000Z' }],
    nextCursor: '1763456400000.r1',
  },
  ...overrides,
});
const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);

describe('The recommendation survey card on the dashboard', () => {
  beforeAll(async () => {
    await Promise.all([import('../../dashboard/components/dashboard-page'), import('../../nps/components/nps-survey-card')]);
  });

  it('asks when the server says so, needs a score, sends it with the trimmed comment, and thanks', async () => {
    const api = stubApi({
      'GET /api/me/nps': jsonReply(MyNpsSurveyResponse, { ask: true, reason: 'after_14_days_of_use', askAgainAt: null }),
      'POST /api/me/nps': jsonReply(NpsCommandResponse, { changed: true }),
    });
    renderApp('/dashboard', { session: aSession(aUser({ role: 'student' })) });

    const group = await screen.findByRole('radiogroup', { name: 'How likely are you to recommend Pathwise?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(11);
    expect(screen.getByText('Not likely')).toBeTruthy();
    expect(screen.getByText('Very likely')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Pick a number from 0 to 10 first.');
    expect(api.to('POST /api/me/nps')).toHaveLength(0);

    fireEvent.click(within(group).getByRole('radio', { name: '9 out of 10' }));
    fireEvent.change(screen.getByLabelText('What is the main reason for your score? (optional)'), { target: { value: '  Clear lessons  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByText('Thank you! Your answer helps us make Pathwise better.')).getAttribute('role')).toBe('status');
    expect(api.to('POST /api/me/nps')[0]?.json).toEqual({ score: 9, comment: 'Clear lessons' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('goes away on "Not now", which the server records', async () => {
    const api = stubApi({
      'GET /api/me/nps': jsonReply(MyNpsSurveyResponse, { ask: true, reason: 'after_certificate', askAgainAt: null }),
      'POST /api/me/nps/dismissal': jsonReply(NpsCommandResponse, { changed: true }),
    });
    renderApp('/dashboard', { session: aSession(aUser({ role: 'creator' })) });
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('radiogroup')).toBeNull());
    expect(api.to('POST /api/me/nps/dismissal')).toHaveLength(1);
  });
});

describe('Admin NPS page', () => {
  beforeAll(async () => {
    await import('./admin-nps-page');
  });

  it('shows the score, its parts, the distribution as a table, the weekly trend and a page of comments, and filters', async () => {
    const api = stubApi({
      'GET /api/admin/nps': [jsonReply(AdminNpsResponse, figures()), jsonReply(AdminNpsResponse, figures({ comments: { items: [], nextCursor: null } })), jsonReply(AdminNpsResponse, figures({ score: null, responses: 0, promoters: 0, passives: 0, detractors: 0, distribution: new Array<number>(11).fill(0), trend: [], comments: { items: [], nextCursor: null } }))],
    });
    const { router } = renderApp('/admin/nps', { session: aSession(aUser({ role: 'admin' })) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Net Promoter Score' })).toBeTruthy();
    const score = (await screen.findByText('Score', { selector: 'dt' })).parentElement!;
    expect(within(score).getByRole('definition').textContent).toBe('+25');
    expect(screen.getByText('Promoters', { selector: 'dt' }).nextElementSibling?.textContent).toBe('2 (50%)');
    const distribution = within(screen.getByRole('region', { name: 'Answers by score' }));
    expect(distribution.getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['00', '10', '20', '30', '41', '50', '60', '70', '81', '91', '101']);
    expect(screen.getByRole('img', { name: '4 answers from 0 to 10; the most common score is 4.' })).toBeTruthy();
    const trend = within(screen.getByRole('region', { name: 'Score by week' }));
    expect(trend.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['+50', '2'],
      ['0', '2'],
    ]);
    const comments = within(screen.getByRole('region', { name: 'Comments, newest first' }));
    expect(comments.getByText('Every quiz explains its answers.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(query(api.to('GET /api/admin/nps')[1]?.url)).toEqual({ cursor: '1763456400000.r1' }));
    expect(await screen.findByText('No comments with these filters.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'creator' } });
    fireEvent.change(screen.getByLabelText('Plan'), { target: { value: 'free' } });
    expect(await screen.findByText('No answers match these filters')).toBeTruthy();
    expect(query(api.to('GET /api/admin/nps').at(-1)?.url)).toEqual({ role: 'creator', plan: 'free' });
    // The filters stand in the address, so a reload or a shared link shows the same figures.
    expect(router.state.location.search).toMatchObject({ role: 'creator', plan: 'free' });
  });

  it('reads its filters from the address, dropping values it does not know', async () => {
    const api = stubApi({ 'GET /api/admin/nps': jsonReply(AdminNpsResponse, figures()) });
    renderApp('/admin/nps?role=student&plan=gold&from=2026-11-01&until=2026-10-01', { session: aSession(aUser({ role: 'admin' })) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Net Promoter Score' })).toBeTruthy();
    await waitFor(() => expect(query(api.to('GET /api/admin/nps')[0]?.url)).toEqual({ role: 'student', from: '2026-11-01' }));
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('student');
    expect((screen.getByLabelText('Plan') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
  });
});
