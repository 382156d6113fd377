import { NotificationsResponse } from '@pathwise/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aSession, aUser } from '../../../../testing/identity-fixtures';
import { renderApp } from '../../../../testing/render-app';
import { jsonReply, pendingReply, stubApi } from '../../../../testing/stub-api';
import { storageKeys } from '../../../../shared/lib/local-store';
import { NAV_BAR_STORAGE_KEY } from '../lib/use-nav-bar';
import { preloadFirstBar } from './top-bar';
import { COMMAND_PALETTE_EVENT } from '../../widgets/command-palette/open-command-palette';

const banner = () => within(screen.getByRole('banner'));
const bannerShown = async () => within(await screen.findByRole('banner'));
const mainNav = () => within(banner().getByRole('navigation', { name: 'Main' }));
const linkTargets = () => mainNav().getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
const pressNavBarHotkey = (modifier: 'ctrlKey' | 'metaKey') =>
  fireEvent.keyDown(window, { key: 'N', code: 'KeyN', shiftKey: true, [modifier]: true });

describe('Top bars', () => {
  // The app's bar is a lazily loaded chunk: transformed once here, so that no test races its first load.
  beforeAll(async () => {
    await import('./app-top-bar');
  });

  it('give a visitor the site’s bar: logo home, the four site pages and Sign In', async () => {
    stubApi({});
    renderApp('/no-such-page');

    await (await bannerShown()).findByRole('link', { name: 'Sign In' });
    expect(banner().getByRole('link', { name: 'Pathwise home' }).getAttribute('href')).toBe('/');
    expect(linkTargets()).toEqual([
      ['Features', '/features'],
      ['Pricing', '/pricing'],
      ['Resources', '/resources'],
      ['About', '/about'],
    ]);
    expect(banner().getByRole('button', { name: 'Dark theme' })).toBeTruthy();
  });

  it('swap to the app’s bar and back with Ctrl+Shift+N and Cmd+Shift+N, remembering the choice', async () => {
    stubApi({});
    const { unmount } = renderApp('/no-such-page');
    await (await bannerShown()).findByRole('link', { name: 'Sign In' });

    pressNavBarHotkey('ctrlKey');
    // The app's bar loads with its first showing; the site's stays until it is there.
    await banner().findByRole('link', { name: 'Dashboard' });
    expect(linkTargets()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Courses', '/courses'],
      ['Progress', '/progress'],
    ]);
    expect(banner().getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?redirect=%2Fno-such-page');
    expect(banner().getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup?redirect=%2Fno-such-page');
    expect(window.localStorage.getItem(NAV_BAR_STORAGE_KEY)).toBe('app');
    expect(screen.getByText(/App navigation bar shown/)).toBeTruthy();

    unmount();
    renderApp('/no-such-page');
    expect(await (await bannerShown()).findByRole('link', { name: 'Login' })).toBeTruthy();

    pressNavBarHotkey('metaKey');
    expect(mainNav().getByRole('link', { name: 'Features' })).toBeTruthy();
    expect(window.localStorage.getItem(NAV_BAR_STORAGE_KEY)).toBe('public');
  });

  it('show a creator’s AI credits in the app’s bar, named in full and linking to the plans, and keep a learner’s bar to learning', async () => {
    stubApi({});
    const { unmount } = renderApp('/no-such-page', { session: aSession(aUser({ role: 'creator', ai_credits: { balance: 87, last_grant_date: '2025-03-01T08:00:00.000Z' } })) });
    const credits = await (await bannerShown()).findByRole('link', { name: 'AI credits: 87 credits left, last granted Mar 1, 2025. See the plans for more.' });
    expect(credits.getAttribute('href')).toBe('/billing');
    expect(credits.textContent).toContain('✦ 87 credits');
    unmount();

    renderApp('/no-such-page', { session: aSession(aUser({ role: 'student' })) });
    expect(await (await bannerShown()).findByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(banner().queryByRole('link', { name: /AI credits/ })).toBeNull();
  });

  it('keep the bar of the last visit while the session is being checked, so the page does not move when it answers', async () => {
    window.localStorage.setItem(storageKeys.signedInLastVisit, 'true');
    stubApi({ 'GET /api/auth/session': pendingReply });
    // As the browser's entry does before its first render.
    await preloadFirstBar();
    const { unmount } = renderApp('/no-such-page', { session: 'ask-server' });
    await bannerShown();
    expect(mainNav().getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(banner().queryByRole('link', { name: 'Sign In' })).toBeNull();
    unmount();

    window.localStorage.setItem(storageKeys.signedInLastVisit, 'false');
    renderApp('/no-such-page', { session: 'ask-server' });
    await bannerShown();
    expect(mainNav().getByRole('link', { name: 'Features' })).toBeTruthy();
  });

  it('ignore N without Shift, and Shift+N without Ctrl or Cmd', async () => {
    stubApi({});
    renderApp('/no-such-page');
    await (await bannerShown()).findByRole('link', { name: 'Sign In' });

    fireEvent.keyDown(window, { key: 'n', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'N', shiftKey: true });
    expect(mainNav().getByRole('link', { name: 'Features' })).toBeTruthy();
    expect(window.localStorage.getItem(NAV_BAR_STORAGE_KEY)).toBeNull();
  });

  it('close the mobile menu once one of its links is followed', async () => {
    stubApi({});
    const { router } = renderApp('/no-such-page');
    const toggle = await (await bannerShown()).findByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Menu links' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = within(screen.getByRole('navigation', { name: 'Menu links' }));
    expect(menu.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/features',
      '/pricing',
      '/resources',
      '/about',
    ]);

    fireEvent.click(menu.getByRole('link', { name: 'Pricing' }));
    expect(screen.queryByRole('navigation', { name: 'Menu links' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('close the mobile menu on Escape', async () => {
    stubApi({});
    renderApp('/no-such-page');
    fireEvent.click(await (await bannerShown()).findByRole('button', { name: 'Menu' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Menu links' })).toBeNull();
  });

  it('give a signed-in pro user the app’s bar with the PRO badge, the account and the live connection', async () => {
    stubApi({});
    const user = aUser({ subscription_tier: 'pro', profile: { display_name: 'Grace', profile_picture_url: null } });
    const { socket } = renderApp('/no-such-page', { session: aSession(user) });

    // Who is signed in is on the button of the account's menu, and again in the menu (CSS shows one or the other).
    const accountButton = within(await (await bannerShown()).findByRole('button', { name: /^Grace PRO/ }));
    expect(accountButton.getByText('PRO')).toBeTruthy();
    const account = within(await screen.findByRole('navigation', { name: 'Account' }));
    expect(account.getByText('Grace')).toBeTruthy();
    expect(account.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(banner().queryByRole('link', { name: 'Login' })).toBeNull();
    expect(banner().getByText('Disconnected')).toBeTruthy();

    act(() => socket.connect());
    expect(banner().getByText('Connected')).toBeTruthy();
    act(() => socket.drop());
    expect(banner().getByText('Disconnected')).toBeTruthy();
  });

  it('show no PRO badge to a free user', async () => {
    stubApi({});
    renderApp('/no-such-page', { session: aSession(aUser({ subscription_tier: 'free' })) });
    await (await bannerShown()).findByRole('navigation', { name: 'Account' });
    expect(banner().queryByText('PRO')).toBeNull();
  });

  it('open the command palette from the search button, and notifications from the bell', async () => {
    stubApi({ 'GET /api/notifications': jsonReply(NotificationsResponse, { notifications: [], unreadCount: 0 }) });
    renderApp('/no-such-page', { session: aSession() });
    const opened = vi.fn();
    window.addEventListener(COMMAND_PALETTE_EVENT, opened);

    fireEvent.click(await (await bannerShown()).findByRole('button', { name: /Search/ }));
    // The button's own event; the widgets, if they load on it, ask the palette to open once more (a plain Event).
    expect(opened.mock.calls.filter(([event]) => event instanceof CustomEvent)).toHaveLength(1);
    window.removeEventListener(COMMAND_PALETTE_EVENT, opened);

    const bell = banner().getByRole('button', { name: 'Notifications' });
    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(banner().getByText('You’re all caught up.')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });
});
