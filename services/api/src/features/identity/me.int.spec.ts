import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { getJson } from '../../testing/learning-requests.js';
import { PNG } from '../../testing/material-files.js';
import { imageFacts, samplePng } from '../../testing/sample-images.js';
import { signInByEmail } from '../../testing/sign-in-by-email.js';
import { useTestServer } from '../../testing/use-test-server.js';

describe.each(testDatabaseKinds)('profile and settings on %s', (kind) => {
  const used = useTestServer(kind);
  const url = () => used.server.url;
  const signIn = async () => {
    const { session } = await signInByEmail(url(), `me-${randomUUID().slice(0, 8)}@example.com`, 'Alan');
    return { token: session.access_token, userId: session.user.uid };
  };
  const send = (method: string, path: string, token: string, body: RequestInit['body'], contentType = 'application/json') =>
    fetch(`${url()}/api${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body });

  it('changes the display name, and the admin list shows it', async () => {
    const { token, userId } = await signIn();
    const response = await send('PATCH', '/me/profile', token, JSON.stringify({ display_name: '  Alan Turing  ' }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { profile: { display_name: string } }).profile.display_name).toBe('Alan Turing');
    const events = (await used.server.platform.store.readStream(`account-${userId}`)).events.map((event) => event.type);
    expect(events).toContain('ProfileChanged');
  });

  it('changes language and notifications, refusing what is not offered', async () => {
    const { token } = await signIn();
    const french = await send('PATCH', '/me/settings', token, JSON.stringify({ preferred_language: 'fr' }));
    expect(((await french.json()) as { settings: unknown }).settings).toEqual({ preferred_language: 'fr', receive_email_notifications: true });
    const quiet = await send('PATCH', '/me/settings', token, JSON.stringify({ receive_email_notifications: false }));
    expect(((await quiet.json()) as { settings: unknown }).settings).toEqual({ preferred_language: 'fr', receive_email_notifications: false });
    const german = await send('PATCH', '/me/settings', token, JSON.stringify({ preferred_language: 'de' }));
    expect(german.status).toBe(400);
    expect(((await german.json()) as { errors: { pointer: string }[] }).errors[0]!.pointer).toBe('#/body/preferred_language');
    expect((await send('PATCH', '/me/settings', token, JSON.stringify({}))).status).toBe(400);
  });

  it('refuses a tier or a role sent with a profile or settings change, naming the field, and changes nothing', async () => {
    const { token, userId } = await signIn();
    const before = await getJson(`${url()}/api/me`, token);
    const eventsBefore = (await used.server.platform.store.readStream(`account-${userId}`)).events.length;
    const attempts = [
      { path: '/me/profile', body: { display_name: 'Mallory', subscription_tier: 'pro_plus' }, field: 'subscription_tier' },
      { path: '/me/profile', body: { display_name: 'Mallory', role: 'admin' }, field: 'role' },
      { path: '/me/settings', body: { preferred_language: 'fr', subscription_tier: 'pro_plus' }, field: 'subscription_tier' },
      { path: '/me/settings', body: { receive_email_notifications: false, role: 'admin' }, field: 'role' },
    ];
    for (const { path, body, field } of attempts) {
      const response = await send('PATCH', path, token, JSON.stringify(body));
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(((await response.json()) as { errors: { pointer: string }[] }).errors).toEqual([
        { pointer: `#/body/${field}`, detail: `${field} is not a field you can send here` },
      ]);
    }
    expect((await getJson(`${url()}/api/me`, token)).body).toEqual(before.body);
    expect(before.body).toMatchObject({ role: 'creator', subscription_tier: 'free', profile: { display_name: 'Alan' } });
    expect((await used.server.platform.store.readStream(`account-${userId}`)).events).toHaveLength(eventsBefore);
  });

  it('stores a profile picture as a 192 px WebP square without its metadata, cached for good, and deletes the old one when it is replaced', async () => {
    const { token } = await signIn();
    const upload = await samplePng(640, 480);
    expect((await imageFacts(upload)).hasExif).toBe(true);
    const first = (await (await send('PUT', '/me/profile-picture', token, upload, 'image/png')).json()) as { profile: { profile_picture_url: string } };
    const firstUrl = first.profile.profile_picture_url;
    expect(firstUrl).toMatch(/^\/api\/files\/profile-pictures\/[0-9a-f-]{36}$/);
    const served = await fetch(`${url()}${firstUrl}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await imageFacts(bytes)).toEqual({ format: 'webp', width: 192, height: 192, hasExif: false });
    expect(bytes.length).toBeLessThan(upload.length);

    const second = (await (await send('PUT', '/me/profile-picture', token, PNG, 'image/png')).json()) as { profile: { profile_picture_url: string } };
    expect(second.profile.profile_picture_url).not.toBe(firstUrl);
    expect((await fetch(`${url()}${firstUrl}`)).status).toBe(404);

    const removed = (await (await send('DELETE', '/me/profile-picture', token, null)).json()) as { profile: { profile_picture_url: null } };
    expect(removed.profile.profile_picture_url).toBeNull();
    expect((await fetch(`${url()}${second.profile.profile_picture_url}`)).status).toBe(404);
  });

  it('refuses a file that is not the image it claims, one whose image data is broken, a type not offered, and one over 2 MB', async () => {
    const { token } = await signIn();
    const fake = await send('PUT', '/me/profile-picture', token, Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as { errors: { pointer: string }[] }).errors[0]!.pointer).toBe('#/body');
    const truncated = await send('PUT', '/me/profile-picture', token, (await samplePng(64, 64)).subarray(0, 60), 'image/png');
    expect(truncated.status).toBe(400);
    expect(((await truncated.json()) as { errors: unknown[] }).errors).toEqual([{ pointer: '#/body', detail: 'The file is not a image/png image' }]);
    const svg = await send('PUT', '/me/profile-picture', token, Buffer.from('<svg/>'), 'image/svg+xml');
    expect(svg.status).toBe(400);
    const huge = await send('PUT', '/me/profile-picture', token, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png');
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { detail: string }).detail).toBe('The request body exceeds the limit of 2mb');
    expect((await getJson(`${url()}/api/me`, token)).body!.profile).toMatchObject({ profile_picture_url: null });
  });
});
