import type { MeResponse } from '@pathwise/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { stubApi } from '../../../testing/stub-api';
import { errorLogger } from '../lib/error-log';

const signedInAs = (role: MeResponse['role']) => aSession(aUser({ role }));
const report = (message: string) =>
  act(() => errorLogger.logError({ type: 'RUNTIME_ERROR', severity: 'critical', error: new Error(message) }));
const monitor = () => screen.queryByRole('complementary', { name: 'Error monitor' });

describe('Error monitor', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    errorLogger.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    errorLogger.clear();
  });

  it('stays hidden while nothing has gone wrong, with no sample entries', async () => {
    stubApi({});
    renderApp('/no-such-page', { session: signedInAs('admin') });
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    expect(monitor()).toBeNull();
  });

  it('lists the errors caught, newest first, for an admin, and hides on Dismiss until the next one', async () => {
    stubApi({});
    renderApp('/no-such-page', { session: signedInAs('admin') });
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

    report('Quiz failed to render');
    report('Lesson failed to render');
    const panel = within(monitor()!);
    const entries = panel.getAllByRole('listitem').map((item) => item.querySelector('.error-monitor-message')?.textContent);
    expect(entries).toEqual(['Lesson failed to render', 'Quiz failed to render']);
    expect(panel.getAllByText('RUNTIME_ERROR')).toHaveLength(2);
    expect(panel.getAllByText('Critical')).toHaveLength(2);
    // Where the browser was: the test's router keeps its address in memory, so jsdom's own location it is.
    expect(panel.getAllByText(new RegExp(`^on ${window.location.pathname} at `))).toHaveLength(2);

    fireEvent.click(panel.getByRole('button', { name: 'Dismiss' }));
    expect(monitor()).toBeNull();
    report('Chart failed to render');
    expect(within(monitor()!).getAllByRole('listitem')).toHaveLength(3);
  });

  it('is never shown to anyone but an admin', async () => {
    stubApi({});
    renderApp('/no-such-page', { session: signedInAs('instructor') });
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

    report('Quiz failed to render');
    expect(monitor()).toBeNull();
    expect(screen.queryByText('Quiz failed to render')).toBeNull();
  });
});
