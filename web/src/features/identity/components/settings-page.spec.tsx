import { MeResponse, type ProblemDetails, SessionProbeResponse } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, problemReply, stubApi } from '../../../testing/stub-api';

const settingsPage = () => screen.findByRole('heading', { level: 1, name: 'Settings' });
/** The page itself, apart from the shell around it (top bar, footer, widgets), which has its own statuses and fields. */
const page = () => within(screen.getByRole('main'));
/** Waits for the page, then for an element of `role` in it. */
const findInPage = async (...query: Parameters<typeof screen.findByRole>) => within(await screen.findByRole('main')).findByRole(...query);
const status = () => page().getByRole('status');

describe('Settings page', () => {
  it('saves a new language at once with PATCH /api/me/settings and the session’s X-CSRF-Token, then sets <html lang>', async () => {
    const user = aUser();
    const api = stubApi({
      'GET /api/auth/session': jsonReply(SessionProbeResponse, aSession(user, 'csrf-from-session')),
      'PATCH /api/me/settings': jsonReply(MeResponse, { ...user, settings: { ...user.settings, preferred_language: 'es' } }),
    });
    renderApp('/settings', { session: 'ask-server' });
    await settingsPage();
    expect(document.documentElement.lang).toBe('en');

    fireEvent.change(page().getByLabelText('Language'), { target: { value: 'es' } });

    // The confirmation comes in the language just chosen: the interface has switched with the saved account.
    await waitFor(() => expect(status().textContent).toBe('Idioma guardado: Español.'));
    const [patch] = api.to('PATCH /api/me/settings');
    expect(patch?.json).toEqual({ preferred_language: 'es' });
    expect(patch?.headers.get('x-csrf-token')).toBe('csrf-from-session');
    expect((page().getByLabelText('Idioma') as HTMLSelectElement).value).toBe('es');
    expect(window.localStorage.getItem('lang')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('switches the whole interface to the saved language at once, and names each language in itself', async () => {
    const user = aUser();
    stubApi({ 'PATCH /api/me/settings': jsonReply(MeResponse, { ...user, settings: { ...user.settings, preferred_language: 'fr' } }) });
    renderApp('/settings', { session: aSession(user) });
    await settingsPage();
    const options = [...(page().getByLabelText('Language') as HTMLSelectElement).options];
    expect(options.map((option) => [option.value, option.textContent, option.lang])).toEqual([
      ['en', 'English', 'en'],
      ['es', 'Español', 'es'],
      ['fr', 'Français', 'fr'],
    ]);

    fireEvent.change(page().getByLabelText('Language'), { target: { value: 'fr' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeTruthy();
    expect(status().textContent).toBe('Langue enregistrée\u00a0: Français.');
    expect(page().getByRole('switch', { name: 'Notifications par e-mail' })).toBeTruthy();
    const account = within(screen.getByRole('navigation', { name: 'Compte' }));
    expect(account.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    expect(document.title).toBe('Paramètres · Pathwise');
    // The options keep their own names whatever the language around them.
    expect([...(page().getByLabelText('Langue') as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Français',
    ]);
  });

  it('turns email notifications off with PATCH and says so', async () => {
    const user = aUser();
    const api = stubApi({
      'PATCH /api/me/settings': jsonReply(MeResponse, { ...user, settings: { ...user.settings, receive_email_notifications: false } }),
    });
    renderApp('/settings', { session: aSession(user) });
    await settingsPage();
    const toggle = page().getByRole('switch', { name: 'Email notifications' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);

    fireEvent.click(toggle);

    await waitFor(() => expect(status().textContent).toBe('Email notifications are off.'));
    expect(api.to('PATCH /api/me/settings')[0]?.json).toEqual({ receive_email_notifications: false });
    expect(toggle.checked).toBe(false);
  });

  it('puts the control back and says why when the server refuses the change', async () => {
    const refused: ProblemDetails = {
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
      detail: 'Send the csrf_token of your session as the X-CSRF-Token header',
      traceId: 't',
    };
    stubApi({ 'PATCH /api/me/settings': problemReply(refused, 'Forbidden') });
    renderApp('/settings', { session: aSession(aUser()) });
    await settingsPage();

    fireEvent.change(page().getByLabelText('Language'), { target: { value: 'fr' } });

    expect((await findInPage('alert')).textContent).toBe(
      'Not saved: Send the csrf_token of your session as the X-CSRF-Token header',
    );
    expect((page().getByLabelText('Language') as HTMLSelectElement).value).toBe('en');
  });
});
