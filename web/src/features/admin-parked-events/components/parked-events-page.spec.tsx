import { ParkedEventList, RetryParkedEventsResponse, type ParkedEvent } from '@pathwise/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';
// Test-only: one copy of the axe helper rather than another.
import { seriousViolations } from '../../../testing/axe';

const LIST = 'GET /api/admin/projections/parked-events';
const RETRY = 'POST /api/admin/projections/leads/parked-events/retry';

const admin = () => aSession(aUser({ role: 'admin' }));

const aParkedEvent = (overrides: Partial<ParkedEvent> = {}): ParkedEvent => ({
  projection: 'leads',
  position: '42',
  streamId: 'lead-5d1c7b3e-2a40-4f0e-9d55-0b7f3a9e1c21',
  eventType: 'LeadSubmitted',
  error: 'unsupported Unicode escape sequence (22P05)',
  attempts: 1,
  firstFailedAt: '2026-11-25T10:00:00.000Z',
  lastFailedAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].slice(0, 4).map((cell) => cell.textContent));

describe('Admin parked events page', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./parked-events-page');
  });

  it('lists each parked event with its read model, error and attempts, and says when the list is cut short', async () => {
    const second = aParkedEvent({ projection: 'accounts', position: '57', eventType: 'AccountRegistered', streamId: 'account-1', error: 'invalid input syntax for type json (22P02)', attempts: 3 });
    stubApi({ [LIST]: jsonReply(ParkedEventList, { parkedEvents: [aParkedEvent(), second], total: 250 }) });
    renderApp('/admin/parked-events', { session: admin() });

    const table = await screen.findByRole('table', { name: 'Parked events' });
    expect(rowsOf(table)).toEqual([
      ['leads', `LeadSubmitted at position 42${aParkedEvent().streamId}`, 'unsupported Unicode escape sequence (22P05)', '1'],
      ['accounts', 'AccountRegistered at position 57account-1', 'invalid input syntax for type json (22P02)', '3'],
    ]);
    expect(screen.getByText('Showing the oldest 2 of 250.')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('retries one event, says what became of it and reads the list again', async () => {
    const api = stubApi({
      [LIST]: [jsonReply(ParkedEventList, { parkedEvents: [aParkedEvent()], total: 1 }), jsonReply(ParkedEventList, { parkedEvents: [], total: 0 })],
      [RETRY]: jsonReply(RetryParkedEventsResponse, { outcomes: [{ position: '42', outcome: 'applied' }] }),
    });
    renderApp('/admin/parked-events', { session: admin() });

    fireEvent.click(await screen.findByRole('button', { name: 'Retry LeadSubmitted at position 42' }));

    expect(await screen.findByText('Position 42 applied: it left the list.')).toBeTruthy();
    expect(await screen.findByText('No parked events: every read model has applied every event.')).toBeTruthy();
    expect(api.to(RETRY).map((request) => request.json)).toEqual([{ position: '42' }]);
    expect(api.to(LIST)).toHaveLength(2);
  });

  it('shows the newest error when the event still fails', async () => {
    stubApi({
      [LIST]: jsonReply(ParkedEventList, { parkedEvents: [aParkedEvent()], total: 1 }),
      [RETRY]: jsonReply(RetryParkedEventsResponse, { outcomes: [{ position: '42', outcome: 'still_failing', error: 'unsupported Unicode escape sequence (22P05)', attempts: 2 }] }),
    });
    renderApp('/admin/parked-events', { session: admin() });

    fireEvent.click(await screen.findByRole('button', { name: 'Retry LeadSubmitted at position 42' }));

    expect(await screen.findByText('Position 42 still fails: unsupported Unicode escape sequence (22P05)')).toBeTruthy();
  });
});
