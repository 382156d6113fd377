import { PlatformOverviewResponse, type ProblemDetails } from '@pathwise/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, pendingReply, problemReply, rawReply, type Reply, stubApi } from '../../../testing/stub-api';

function overview(overrides: Partial<PlatformOverviewResponse> = {}): PlatformOverviewResponse {
  const daily = Array.from({ length: 14 }, (_, index) => ({
    day: `2025-03-${String(index + 1).padStart(2, '0')}`,
    learningEvents: (index + 1) * 10,
    lessonsCompleted: index + 1,
    quizAttempts: index,
  }));
  return {
    learners: 1204,
    creators: 37,
    coursesPublished: 58,
    learningEvents: 98_765,
    lessonsCompleted: 4321,
    quizAttempts: 2468,
    daily,
    lastPosition: '123456',
    ...overrides,
  };
}

const rebuilding: ProblemDetails = {
  type: 'https://pathwise.dev/problems/read-model-unavailable',
  title: 'Read model unavailable',
  status: 503,
  detail: 'The platform overview is being rebuilt; try again in a moment.',
  traceId: 'trace-1',
};

/** The overview's route answers these in turn; the home page reads nothing else. */
const overviewReplies = (...replies: [Reply, ...Reply[]]) => stubApi({ 'GET /api/platform/overview': replies }).fetchMock;

/** The home page, spoken about the way a reader sees it. */
const home = {
  stat: (label: string) => screen.findByRole('group', { name: label }),
  chart: () => screen.getByRole('figure', { name: /Learning events, last 14 days/ }),
  drawing: () => within(home.chart()).getByRole('img'),
  bars: () => home.chart().querySelectorAll('.chart-bar'),
  tableRows: () => within(within(home.chart()).getByRole('table')).getAllByRole('row').slice(1),
  overview: () => screen.getByRole('region', { name: 'Platform activity' }),
};

describe('Home page platform overview', () => {
  it('shows the totals of the response and one bar per day of the last 14', async () => {
    const fetchMock = overviewReplies(jsonReply(PlatformOverviewResponse, overview()));
    renderApp('/');

    expect((await home.stat('Learners')).textContent).toContain('1,204');
    expect((await home.stat('Creators')).textContent).toContain('37');
    expect((await home.stat('Published courses')).textContent).toContain('58');
    expect((await home.stat('Learning events')).textContent).toContain('98,765');
    expect((await home.stat('Lessons completed')).textContent).toContain('4,321');
    expect((await home.stat('Quiz attempts')).textContent).toContain('2,468');
    expect(home.tableRows()).toHaveLength(14);
    expect(home.drawing().getAttribute('aria-label')).toContain('most on');
    // The bars are drawn at the deferred moment, in the box the page kept for them.
    await waitFor(() => expect(home.bars()).toHaveLength(14), { timeout: 3000 });
    expect(home.bars()[13]?.querySelector('title')?.textContent).toContain('140');
    expect(home.tableRows()[13]?.textContent).toContain('140');
    expect(fetchMock).toHaveBeenCalledWith('/api/platform/overview', expect.objectContaining({ method: 'GET' }));
  });

  it('shows the problem detail of an error response, and Retry fetches again', async () => {
    const fetchMock = overviewReplies(problemReply(rebuilding, 'Service Unavailable'), jsonReply(PlatformOverviewResponse, overview()));
    renderApp('/');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The platform overview is being rebuilt; try again in a moment.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect((await home.stat('Learners')).textContent).toContain('1,204');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the error message when the error response carries no problem body', async () => {
    overviewReplies(rawReply('upstream down', { status: 502, statusText: 'Bad Gateway' }));
    renderApp('/');

    expect((await screen.findByRole('alert')).textContent).toContain('502 Bad Gateway');
  });

  it('shows an empty state instead of the chart when nothing has been learned yet', async () => {
    const quiet = overview({ learningEvents: 0, lessonsCompleted: 0, quizAttempts: 0 });
    overviewReplies(jsonReply(PlatformOverviewResponse, { ...quiet, daily: quiet.daily.map((day) => ({ ...day, learningEvents: 0 })) }));
    renderApp('/');

    expect(await screen.findByText('No learning activity yet')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('marks the overview busy while it loads', async () => {
    overviewReplies(pendingReply);
    renderApp('/');

    await screen.findByRole('heading', { name: 'Platform activity' });
    expect(home.overview().getAttribute('aria-busy')).toBe('true');
  });

  it('says Live once the socket connects and stops saying it when the connection drops', async () => {
    overviewReplies(jsonReply(PlatformOverviewResponse, overview()));
    const { socket } = renderApp('/');
    const indicator = () => within(home.overview()).getByRole('status');

    await home.stat('Learners');
    expect(indicator().textContent).not.toContain('Live');
    act(() => socket.connect());
    expect(indicator().textContent).toContain('Live');
    act(() => socket.drop());
    expect(indicator().textContent).not.toContain('Live');
  });
});
