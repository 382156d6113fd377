import { MeResponse, PROFILE_PICTURE_MAX_BYTES } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, problemReply, stubApi } from '../../../testing/stub-api';

const profilePage = () => screen.findByRole('heading', { level: 1, name: 'Profile' });
/** The page itself, apart from the shell around it (top bar, footer, widgets), which has its own statuses and fields. */
const page = () => within(screen.getByRole('main'));
/** Waits for the page, then for an element of `role` in it. */
const findInPage = async (...query: Parameters<typeof screen.findByRole>) => within(await screen.findByRole('main')).findByRole(...query);
const pictureInput = () => page().getByLabelText('Choose a new picture') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(pictureInput(), { target: { files: [file] } });
const image = (bytes: number, type = 'image/png', name = 'me.png') => new File([new Uint8Array(bytes)], name, { type });

const { createObjectURL, revokeObjectURL } = URL;

describe('Profile page', () => {
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it('shows email, role, plan with the PRO badge, and AI credits', async () => {
    stubApi({});
    const user = aUser({
      email: 'grace@example.com',
      role: 'instructor',
      subscription_tier: 'pro',
      ai_credits: { balance: 1250, last_grant_date: '2025-03-01T08:00:00.000Z' },
    });
    renderApp('/profile', { session: aSession(user) });
    await profilePage();

    const facts = within(screen.getByRole('region', { name: 'Account' }));
    expect(facts.getByText('grace@example.com')).toBeTruthy();
    expect(facts.getByText('Instructor')).toBeTruthy();
    expect(facts.getByText(/^Pro/).textContent).toContain('PRO');
    expect(facts.getByText('1,250')).toBeTruthy();
  });

  it('writes dates and numbers the way each language does', async () => {
    stubApi({});
    const facts = async (language: 'en' | 'es' | 'fr', heading: string, region: string) => {
      const user = aUser({
        created_at: '2025-01-15T10:00:00.000Z',
        ai_credits: { balance: 12500, last_grant_date: '2025-03-01T08:00:00.000Z' },
        settings: { preferred_language: language, receive_email_notifications: true },
      });
      const view = renderApp('/profile', { session: aSession(user) });
      await screen.findByRole('heading', { level: 1, name: heading });
      const account = screen.getByRole('region', { name: region });
      const memberSince = account.querySelector(`time[datetime="${user.created_at}"]`)?.textContent;
      const text = account.textContent ?? '';
      view.unmount();
      return { memberSince, text };
    };

    const english = await facts('en', 'Profile', 'Account');
    expect(english.memberSince).toBe('January 15, 2025');
    expect(english.text).toContain('12,500');
    expect(english.text).toContain('Last granted March 1, 2025');

    const spanish = await facts('es', 'Perfil', 'Cuenta');
    expect(spanish.memberSince).toBe('15 de enero de 2025');
    expect(spanish.text).toContain('12.500');
    expect(spanish.text).toContain('Última asignación: 1 de marzo de 2025');
    expect(spanish.text).toContain('Miembro desde');

    const french = await facts('fr', 'Profil', 'Compte');
    expect(french.memberSince).toBe('15 janvier 2025');
    // French groups thousands with a (narrow) no-break space.
    expect(french.text).toMatch(/12\s500/);
    expect(french.text).toContain('Dernière attribution\u00a0: 1 mars 2025');
  });

  it('shows the last sign-in as a date and time in the reader’s language', async () => {
    stubApi({});
    const user = aUser({
      last_login: '2025-03-04T09:00:00.000Z',
      settings: { preferred_language: 'es', receive_email_notifications: true },
    });
    renderApp('/profile', { session: aSession(user) });
    await screen.findByRole('heading', { level: 1, name: 'Perfil' });

    const lastLogin = document.querySelector('time[datetime="2025-03-04T09:00:00.000Z"]');
    expect(lastLogin?.textContent).toBe(
      new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short' }).format(new Date('2025-03-04T09:00:00.000Z')),
    );
    expect(lastLogin?.textContent).toContain('de marzo de 2025');
  });

  it('refuses a picture too big in French, with the limit in French units', async () => {
    const api = stubApi({});
    const user = aUser({ settings: { preferred_language: 'fr', receive_email_notifications: true } });
    renderApp('/profile', { session: aSession(user) });
    await screen.findByRole('heading', { level: 1, name: 'Profil' });
    const input = page().getByLabelText('Choisir une nouvelle photo');

    fireEvent.change(input, { target: { files: [image(3 * 1024 * 1024)] } });

    expect((await findInPage('alert')).textContent).toBe('La photo ne doit pas dépasser 2 Mo');
    expect(screen.getByText('PNG, JPEG ou WebP, 2 Mo maximum.')).toBeTruthy();
    // The signed-in bar asks for notifications; the picture itself must never have been sent.
    expect(api.requests.filter((request) => request.url.includes('/profile-picture'))).toEqual([]);
  });

  it('refuses a 3 MB picture before sending anything', async () => {
    const api = stubApi({});
    renderApp('/profile', { session: aSession(aUser()) });
    await profilePage();

    choose(image(3 * 1024 * 1024));

    expect((await findInPage('alert')).textContent).toBe('The picture must be 2 MB or smaller');
    expect(pictureInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Save picture' })).toBeNull();
    // The signed-in bar asks for notifications; the picture itself must never have been sent.
    expect(api.requests.filter((request) => request.url.includes('/profile-picture'))).toEqual([]);
  });

  it('previews a picture within the limit and uploads it as the body of PUT /api/me/profile-picture', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const user = aUser();
    const api = stubApi({
      'PUT /api/me/profile-picture': jsonReply(MeResponse, {
        ...user,
        profile: { ...user.profile, profile_picture_url: '/api/files/profile-pictures/p1' },
      }),
    });
    renderApp('/profile', { session: aSession(user, 'csrf-picture') });
    await profilePage();
    const picture = image(PROFILE_PICTURE_MAX_BYTES, 'image/webp', 'me.webp');

    choose(picture);
    expect(screen.getByRole('img', { name: 'Preview of your new picture' }).getAttribute('src')).toBe('blob:preview');
    fireEvent.click(screen.getByRole('button', { name: 'Save picture' }));

    await waitFor(() => expect(screen.getByText('Your new picture is saved.')).toBeTruthy());
    const [put] = api.to('PUT /api/me/profile-picture');
    expect(put?.body).toBe(picture);
    expect(put?.headers.get('content-type')).toBe('image/webp');
    expect(put?.headers.get('x-csrf-token')).toBe('csrf-picture');
    const saved = screen.getByRole('img', { name: 'Your profile picture' });
    expect(saved.getAttribute('src')).toBe('/api/files/profile-pictures/p1');
    // Its box is reserved before the file arrives, and it waits until it is near the screen (below the fold on a phone).
    expect([saved.getAttribute('width'), saved.getAttribute('height'), saved.getAttribute('loading'), saved.getAttribute('decoding')]).toEqual(['96', '96', 'lazy', 'async']);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('saves a new display name and shows the server’s field error when it refuses one', async () => {
    const user = aUser();
    const api = stubApi({
      'PATCH /api/me/profile': [
        problemReply(
          {
            type: 'about:blank',
            title: 'Invalid request',
            status: 400,
            traceId: 't',
            errors: [{ pointer: '#/body/display_name', detail: 'At most 80 characters' }],
          },
          'Bad Request',
        ),
        jsonReply(MeResponse, { ...user, profile: { ...user.profile, display_name: 'Grace Hopper' } }),
      ],
    });
    renderApp('/profile', { session: aSession(user) });
    await profilePage();
    const name = page().getByLabelText('Display name');

    fireEvent.change(name, { target: { value: 'Grace Hopper' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(
      'At most 80 characters',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));

    await waitFor(() => expect(screen.getByText('Your name is saved.')).toBeTruthy());
    expect(api.to('PATCH /api/me/profile').map((request) => request.json)).toEqual([
      { display_name: 'Grace Hopper' },
      { display_name: 'Grace Hopper' },
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Account' })).getByText('Grace Hopper')).toBeTruthy();
  });
});
