import { SessionProbeResponse } from '@pathwise/contracts';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession, aUser, signedOutSession } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { deferredReply, jsonReply, problemReply, stubApi } from '../../../testing/stub-api';

/** The page itself, apart from the shell around it (top bar, footer, widgets), which has its own statuses and fields. */
const page = () => within(screen.getByRole('main'));
/** Waits for the page, then for an element of `role` in it. */
const findInPage = async (...query: Parameters<typeof screen.findByRole>) => within(await screen.findByRole('main')).findByRole(...query);

describe('Sign-in guard', () => {
  it('says "Verifying authentication..." while the session loads, then sends a visitor to /login?redirect=/profile', async () => {
    const session = deferredReply(jsonReply(SessionProbeResponse, signedOutSession));
    stubApi({ 'GET /api/auth/session': session.reply });
    const { router } = renderApp('/profile', { session: 'ask-server' });

    expect((await findInPage('status')).textContent).toBe('Verifying authentication...');
    expect(router.state.location.pathname).toBe('/profile');
    await act(async () => session.release());

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Pathwise' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/profile' });
    expect(screen.queryByText('Verifying authentication...')).toBeNull();
  });

  it('shows the page to a signed-in user', async () => {
    const user = aUser({ email: 'grace@example.com' });
    stubApi({ 'GET /api/auth/session': jsonReply(SessionProbeResponse, aSession(user)) });
    renderApp('/profile', { session: 'ask-server' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(page().getByText('grace@example.com')).toBeTruthy();
  });

  it('offers a retry instead of a redirect when the session cannot be checked at all', async () => {
    const down = { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'Back in a moment', traceId: 't' };
    stubApi({ 'GET /api/auth/session': problemReply(down, 'Service Unavailable') });
    const { router } = renderApp('/settings', { session: 'ask-server' });

    const alert = await findInPage('alert');
    expect(alert.textContent).toContain('Could not check whether you are signed in');
    expect(alert.textContent).toContain('Back in a moment');
    expect(router.state.location.pathname).toBe('/settings');
  });
});
