import { CommandCenterPulse, serverSocketEvents } from '@pathwise/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FakeSocket } from '../../../testing/fake-socket';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';
// Test-only: one copy of the axe helper rather than another.
import { seriousViolations } from '../../../testing/axe';

const PULSE = 'GET /api/admin/command-center';
const admin = (language: 'en' | 'es' = 'en') => aSession(aUser({ role: 'admin', settings: { preferred_language: language, receive_email_notifications: true } }));

const quiet = (minutes: number) => new Array<number>(minutes).fill(0);
/** A series whose last minutes are the values given, the rest quiet. */
const endingWith = (minutes: number, ...values: number[]) => [...quiet(minutes - values.length), ...values];

const aPulse = (overrides: Partial<CommandCenterPulse> = {}): CommandCenterPulse => ({
  measuredAt: '2026-11-27T13:00:30.000Z',
  from: '2026-11-27T12:01:00.000Z',
  minutes: 60,
  signUps: { perMinute: endingWith(60, 2, 0, 1), last24Hours: 41 },
  activeLearners: { perMinute: endingWith(60, 3, 4), last24Hours: 120, now: 9 },
  learningEvents: { perMinute: endingWith(60, 30, 25), last24Hours: 4_210 },
  quizAttempts: { perMinute: endingWith(60, 5), last24Hours: 380 },
  sales: { perMinute: endingWith(60, 1), last24Hours: 6 },
  revenue: [{ currency: 'USD', perMinute: endingWith(60, 4_900), last24Hours: 29_400 }],
  certificates: { perMinute: quiet(60), last24Hours: 3 },
  ...overrides,
});

describe('Admin command center page', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./command-center-page');
  });

  it("shows each figure of the pulse with its last hour in words, and the minutes in a table behind a disclosure", async () => {
    stubApi({ [PULSE]: jsonReply(CommandCenterPulse, aPulse()) });
    renderApp('/command-center', { session: admin() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Command center' })).toBeTruthy();
    const signUps = await screen.findByRole('region', { name: 'Sign-ups' });
    expect(within(signUps).getByText('41')).toBeTruthy();
    expect(within(signUps).getByText('3 in the last hour, 1 in the last minute')).toBeTruthy();
    expect(within(signUps).getByRole('figure', { name: 'Sign-ups, per minute over the last hour: 3 in all, at most 2 in one minute.' })).toBeTruthy();
    const active = screen.getByRole('region', { name: 'Active learners' });
    expect(within(active).getByText('9')).toBeTruthy();
    expect(within(active).getByText('120 learners in the last 24 hours')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Revenue (USD)' })).getByText('$294.00')).toBeTruthy();

    // The minutes are a table only once opened, and list the minutes that had any.
    expect(within(signUps).queryByRole('table')).toBeNull();
    const disclosure = within(signUps).getByText('Per minute').closest('details')!;
    disclosure.open = true;
    fireEvent(disclosure, new Event('toggle'));
    const table = await within(signUps).findByRole('table', { name: 'Sign-ups: Per minute' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.querySelector('td')!.textContent)).toEqual(['2', '1']);
    expect(await seriousViolations()).toEqual([]);
  });

  it('replaces the pulse with each one pushed to the room, and says when there were no sales, in Spanish', async () => {
    stubApi({ [PULSE]: jsonReply(CommandCenterPulse, aPulse({ revenue: [] })) });
    const socket = new FakeSocket();
    renderApp('/command-center', { session: admin('es'), socket });

    expect(await screen.findByRole('heading', { level: 1, name: 'Centro de mando' })).toBeTruthy();
    expect(await screen.findByText('Ninguna venta en las últimas 24 horas.')).toBeTruthy();
    const sales = screen.getByRole('region', { name: 'Ventas' });
    expect(within(sales).getByText('6')).toBeTruthy();

    act(() => socket.push(serverSocketEvents.commandCenterPulse, aPulse({ sales: { perMinute: endingWith(60, 2), last24Hours: 8 }, revenue: [] })));
    expect(await within(sales).findByText('8')).toBeTruthy();
  });
});
