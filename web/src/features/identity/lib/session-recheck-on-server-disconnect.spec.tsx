import { SessionProbeResponse } from '@pathwise/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession, aUser, signedOutSession } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { deferredReply, jsonReply, stubApi } from '../../../testing/stub-api';

const header = () => within(screen.getByRole('banner'));
const headerLoaded = async () => within(await screen.findByRole('banner'));

describe('A socket the server ended', () => {
  it('after a sign-out elsewhere: the app goes signed out, to /login, and connects once more as a visitor', async () => {
    const api = stubApi({ 'GET /api/auth/session': jsonReply(SessionProbeResponse, signedOutSession) });
    const { router, socket } = renderApp('/profile', { session: aSession(aUser({ email: 'ada@example.com' })) });
    socket.connect();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();

    act(() => socket.endByServer());

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Pathwise' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(header().queryByText('ada@example.com')).toBeNull();
    await waitFor(() => expect(socket.connected).toBe(true));
    expect(socket.connects).toBe(2);
    expect(api.to('GET /api/auth/session')).toHaveLength(1);
  });

  it('while still signed in, with a new role: reconnects once and reads again what was read under the old one', async () => {
    const user = aUser({ role: 'student', profile: { display_name: 'Grace', profile_picture_url: null } });
    const api = stubApi({ 'GET /api/auth/session': jsonReply(SessionProbeResponse, aSession({ ...user, role: 'creator' })) });
    const { queryClient, socket } = renderApp('/no-such-page', { session: aSession(user) });
    socket.connect();
    expect(await (await headerLoaded()).findByRole('button', { name: /^Grace/ })).toBeTruthy();
    // The shell's XP bar, read as the student.
    await waitFor(() => expect(api.to('GET /api/gamification/data')).toHaveLength(1));

    act(() => socket.endByServer());

    await waitFor(() => expect(socket.connected).toBe(true));
    expect(socket.connects).toBe(2);
    expect(api.to('GET /api/auth/session')).toHaveLength(1);
    expect(queryClient.getQueryData<{ user: { role: string } }>(['auth', 'session'])?.user.role).toBe('creator');
    // Read again for the new identity; the user's room, resumed without a known position, may ask for it too, and
    // whether the two reads meet in one request depends on timing.
    await waitFor(() => expect(api.to('GET /api/gamification/data').length).toBeGreaterThanOrEqual(2));
    expect(header().getByRole('button', { name: /^Grace/ })).toBeTruthy();
  });

  it('asks the session once however often the server ends the socket meanwhile, then connects once', async () => {
    const user = aUser();
    const answer = deferredReply(jsonReply(SessionProbeResponse, aSession(user)));
    const api = stubApi({ 'GET /api/auth/session': answer.reply });
    const { socket } = renderApp('/no-such-page', { session: aSession(user) });
    socket.connect();
    // A dropped network is no news about the session, and Socket.IO reconnects it by itself.
    act(() => {
      socket.drop();
      socket.connect();
    });

    act(() => {
      socket.endByServer();
      socket.endByServer();
    });
    await waitFor(() => expect(api.to('GET /api/auth/session')).toHaveLength(1));
    expect(socket.connected).toBe(false);
    await act(async () => answer.release());

    await waitFor(() => expect(socket.connected).toBe(true));
    expect(socket.connects).toBe(3);
    expect(api.to('GET /api/auth/session')).toHaveLength(1);
    // Nothing else to read again: the account is as it was.
    expect(api.to('GET /api/gamification/data')).toHaveLength(1);
  });
});
