import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser } from '../../testing/identity-fixtures';
import { renderWidget } from '../../testing/render-widget';
import { DEFERRED_LOAD_DELAY_MS } from '../../shared/lib/deferred-loading';
import { ShellWidgets } from './lazy-widgets';

describe('The shell widgets, loaded after the first paint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('are not there at the first render, and arrive once the page has loaded', async () => {
    await renderWidget(<ShellWidgets />, { path: '/courses', session: aSession(aUser()) });
    expect(screen.queryByRole('button', { name: 'Quick actions' })).toBeNull();
    await vi.advanceTimersByTimeAsync(DEFERRED_LOAD_DELAY_MS);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Quick actions' })).toBeTruthy(), { timeout: 10_000 });
  });

  it('open the command palette asked for with Ctrl+K before they had loaded', async () => {
    await renderWidget(<ShellWidgets />, { path: '/courses', session: aSession(aUser()) });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    await vi.waitFor(() => expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeTruthy(), { timeout: 10_000 });
  });
});
