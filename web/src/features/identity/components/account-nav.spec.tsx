import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketingPages } from '../../../marketing';
import { SettingsPage } from '../pages';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { emptyReply, pendingReply, stubApi } from '../../../testing/stub-api';

const header = () => within(screen.getByRole('banner'));
const headerLoaded = async () => within(await screen.findByRole('banner'));

describe('Header account corner', () => {
  // The pages signing out passes through are lazily loaded: loaded once here, so no test races their first load.
  beforeAll(async () => {
    await marketingPages.home.preload?.();
    await SettingsPage.preload?.();
  });

  it('offers Sign In to a visitor, coming back to the page they were on', async () => {
    stubApi({});
    renderApp('/no-such-page');

    const signIn = await (await headerLoaded()).findByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe('/login?redirect=%2Fno-such-page');
  });

  it('shows a pro_plus user their name, the PRO badge, Profile and Settings', async () => {
    renderApp('/no-such-page', {
      session: aSession(aUser({ subscription_tier: 'pro_plus', profile: { display_name: 'Grace', profile_picture_url: null } })),
    });

    const account = within(await screen.findByRole('navigation', { name: 'Account' }));
    expect(account.getByText('Grace')).toBeTruthy();
    expect(account.getByText('PRO')).toBeTruthy();
    expect(account.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(account.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('shows no PRO badge on the free plan, and the email when there is no name', async () => {
    renderApp('/no-such-page', {
      session: aSession(aUser({ email: 'free@example.com', profile: { display_name: null, profile_picture_url: null } })),
    });

    const account = within(await screen.findByRole('navigation', { name: 'Account' }));
    expect(account.getByText('free@example.com')).toBeTruthy();
    expect(account.queryByText('PRO')).toBeNull();
  });

  it('signs out with the session’s CSRF token, goes home, and offers Sign In again', async () => {
    const api = stubApi({
      'POST /api/auth/logout': emptyReply(204),
      // Home, where signing out lands, reads the overview; it is not under test here and never answers.
      'GET /api/platform/overview': pendingReply,
    });
    window.localStorage.setItem('auth_token', 'stale-token');
    const { router, socket } = renderApp('/settings', { session: aSession(aUser(), 'csrf-logout') });
    socket.connect();

    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    fireEvent.click(header().getByRole('button', { name: 'Sign out' }));

    expect(await header().findByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const [logout] = api.to('POST /api/auth/logout');
    expect(logout?.headers.get('x-csrf-token')).toBe('csrf-logout');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    await waitFor(() => expect(socket.disconnects).toBe(1));
    expect(socket.connected).toBe(true);
  });
});
