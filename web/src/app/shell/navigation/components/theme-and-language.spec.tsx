import { MeResponse, NotificationsResponse } from '@pathwise/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../../testing/identity-fixtures';
import { renderApp } from '../../../../testing/render-app';
import { deferredReply, jsonReply, problemReply, stubApi } from '../../../../testing/stub-api';

const root = document.documentElement;
const bannerShown = async () => within(await screen.findByRole('banner'));
const footer = () => within(screen.getByRole('contentinfo'));

describe('Theme', () => {
  afterEach(() => root.classList.remove('dark'));

  it('follows the system by default and switches to dark and back from the top bar, storing the choice', async () => {
    stubApi({});
    renderApp('/no-such-page');
    const toggle = await (await bannerShown()).findByRole('button', { name: 'Dark theme' });
    const menu = footer().getByRole('combobox', { name: 'Theme' }) as HTMLSelectElement;
    expect(menu.value).toBe('system');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(menu.value).toBe('dark');

    fireEvent.click(toggle);
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(root.classList.contains('dark')).toBe(false);
  });

  it('starts from the stored theme and hands the choice back to the system from the footer', async () => {
    window.localStorage.setItem('theme', 'dark');
    stubApi({});
    renderApp('/no-such-page');
    const toggle = await (await bannerShown()).findByRole('button', { name: 'Dark theme' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(footer().getByRole('combobox', { name: 'Theme' }), { target: { value: 'system' } });
    expect(window.localStorage.getItem('theme')).toBeNull();
    // jsdom has no system preference, so following the system means the light theme here.
    expect(root.classList.contains('dark')).toBe(false);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('Language switcher', () => {
  const switcher = async () => (await bannerShown()).findByRole('combobox', { name: 'Interface language' });
  // A signed-in user's switcher is the app bar's, which loads after the site's bar when nothing preloaded it.
  const appBarSwitcher = async () => {
    await (await bannerShown()).findByRole('button', { name: /Search/ });
    return switcher();
  };

  it('names each language in itself and re-renders the interface in the one picked', async () => {
    stubApi({});
    renderApp('/no-such-page');
    const select = (await switcher()) as HTMLSelectElement;
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Français',
    ]);

    fireEvent.change(select, { target: { value: 'es' } });
    // The Spanish files load first; then the whole interface switches at once.
    expect(await footer().findByText('Aprendizaje que se adapta.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
    expect((await bannerShown()).getByRole('link', { name: 'Precios' }).getAttribute('href')).toBe('/pricing');
    expect(root.lang).toBe('es');
    expect(window.localStorage.getItem('lang')).toBe('es');

    fireEvent.change(select, { target: { value: 'fr' } });
    expect(await footer().findByText('L’apprentissage qui s’adapte.')).toBeTruthy();
    expect(select.labels[0]?.textContent).toBe('Langue de l’interface');
    expect(root.lang).toBe('fr');
  });

  it('saves a signed-in user’s pick to the account with PATCH /api/me/settings', async () => {
    const user = aUser();
    const saved = { ...user, settings: { ...user.settings, preferred_language: 'fr' as const } };
    const patchReply = deferredReply(jsonReply(MeResponse, saved));
    const api = stubApi({
      'PATCH /api/me/settings': patchReply.reply,
      'GET /api/notifications': jsonReply(NotificationsResponse, { notifications: [], unreadCount: 0 }),
    });
    renderApp('/no-such-page', { session: aSession(user, 'csrf-lang') });

    fireEvent.change(await appBarSwitcher(), { target: { value: 'fr' } });
    // Shown before the server answers: the session carries the new language at once.
    expect(await footer().findByText('L’apprentissage qui s’adapte.')).toBeTruthy();
    await waitFor(() => expect(api.to('PATCH /api/me/settings')).toHaveLength(1));
    await act(async () => patchReply.release());
    expect(footer().getByText('L’apprentissage qui s’adapte.')).toBeTruthy();
    const [patch] = api.to('PATCH /api/me/settings');
    expect(patch?.json).toEqual({ preferred_language: 'fr' });
    expect(patch?.headers.get('x-csrf-token')).toBe('csrf-lang');
    expect(api.unexpected).toEqual([]);
  });

  it('reads again in the new language what the server words, such as the achievements and the inbox', async () => {
    const user = aUser();
    const api = stubApi({
      'PATCH /api/me/settings': jsonReply(MeResponse, { ...user, settings: { ...user.settings, preferred_language: 'es' as const } }),
      'GET /api/notifications': jsonReply(NotificationsResponse, { notifications: [], unreadCount: 0 }),
    });
    renderApp('/no-such-page', { session: aSession(user, 'csrf-lang') });
    fireEvent.change(await appBarSwitcher(), { target: { value: 'es' } });
    await waitFor(() => expect(api.to('GET /api/notifications').length).toBeGreaterThanOrEqual(1));
    const before = api.to('GET /api/notifications').length;
    expect(await footer().findByText('Aprendizaje que se adapta.')).toBeTruthy();
    await waitFor(() => expect(api.to('GET /api/notifications').length).toBeGreaterThan(before));
  });

  it('puts the account’s language back and says so when the server refuses the change', async () => {
    const refused = { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'Down', traceId: 't' };
    stubApi({ 'PATCH /api/me/settings': problemReply(refused, 'Service Unavailable') });
    renderApp('/no-such-page', { session: aSession(aUser()) });

    fireEvent.change(await appBarSwitcher(), { target: { value: 'es' } });
    // Spanish may have shown before the refusal came (its files loaded first): the words settle back in English.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your language could not be saved to your account; it applies in this browser only.'),
    );
    expect(footer().getByText('Learning made adaptive.')).toBeTruthy();
    expect(((await switcher()) as HTMLSelectElement).value).toBe('en');
  });
});
