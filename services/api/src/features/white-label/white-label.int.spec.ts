import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { getJson } from '../../testing/learning-requests.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { whiteLabelStreamId } from './white-label.decider.js';

describe.each(testDatabaseKinds)('white-label settings on %s', (kind) => {
  const used = useTestServer(kind);
  const proPlus = async () => {
    const userId = randomUUID();
    return { userId, token: await used.server.tokenFor({ userId, role: 'creator', tier: 'pro_plus' }) };
  };
  const put = async (token: string, body: unknown) => {
    const response = await fetch(`${used.server.url}/api/white-label`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, contentType: response.headers.get('content-type'), body: (await response.json()) as Record<string, unknown> };
  };
  const settings = { brandName: 'Maya Academy', primaryColor: '#1A2B3C', customDomain: 'Learn.Maya.example' };
  const storedTypes = async (userId: string) =>
    (await used.server.platform.store.readStream(whiteLabelStreamId(userId))).events.map((event) => event.type);

  it('starts empty at version 0, then stores the settings as an event and serves them normalised', async () => {
    const { userId, token } = await proPlus();
    expect((await getJson(`${used.server.url}/api/white-label`, token)).body).toEqual({
      brandName: null,
      primaryColor: null,
      customDomain: null,
      version: 0,
      updatedAt: null,
    });

    const saved = await put(token, { ...settings, expectedVersion: 0 });

    expect(saved.status).toBe(200);
    const normalised = { brandName: 'Maya Academy', primaryColor: '#1a2b3c', customDomain: 'learn.maya.example' };
    expect(saved.body).toMatchObject({ ...normalised, version: 1 });
    expect((await getJson(`${used.server.url}/api/white-label`, token)).body).toEqual({ ...normalised, version: 1, updatedAt: saved.body.updatedAt });
    const [event] = (await used.server.platform.store.readStream(whiteLabelStreamId(userId))).events;
    expect(event).toMatchObject({ type: 'WhiteLabelSettingsChanged', data: { userId, ...normalised } });
    expect(event!.metadata.actor).toEqual({ kind: 'user', id: userId });
  });

  it('answers a stale expected version with 409 problem+json and changes nothing', async () => {
    const { userId, token } = await proPlus();
    await put(token, { ...settings, expectedVersion: 0 });
    await put(token, { ...settings, customDomain: null, expectedVersion: 1 });

    const stale = await put(token, { ...settings, brandName: 'Lost Edit', expectedVersion: 1 });

    expect(stale.status).toBe(409);
    expect(stale.contentType).toMatch(/^application\/problem\+json/);
    expect(stale.body).toMatchObject({ status: 409, title: 'Conflicting change' });
    expect(stale.body.detail).toMatch(/expected at version 1 but is at 2/);
    expect(await storedTypes(userId)).toHaveLength(2);
    expect((await getJson(`${used.server.url}/api/white-label`, token)).body).toMatchObject({ brandName: 'Maya Academy', customDomain: null, version: 2 });
  });

  it('appends nothing when the same settings are saved again', async () => {
    const { userId, token } = await proPlus();
    await put(token, { ...settings, expectedVersion: 0 });
    const again = await put(token, { ...settings, expectedVersion: 1 });
    expect(again).toMatchObject({ status: 200, body: { version: 1 } });
    expect(await storedTypes(userId)).toEqual(['WhiteLabelSettingsChanged']);
  });

  it('refuses a bad domain, colour or brand with 400 naming each field, storing nothing', async () => {
    const { userId, token } = await proPlus();
    const refused = await put(token, { brandName: '', primaryColor: 'blue', customDomain: 'https://learn.example.com/', expectedVersion: 0 });
    expect(refused.status).toBe(400);
    expect(refused.contentType).toMatch(/^application\/problem\+json/);
    const pointers = (refused.body.errors as { pointer: string }[]).map((error) => error.pointer).sort();
    expect(pointers).toEqual(['#/body/brandName', '#/body/customDomain', '#/body/primaryColor']);
    expect(await storedTypes(userId)).toEqual([]);
  });

  it('refuses a user whose plan was pro_plus once an admin moves them to pro', async () => {
    const { userId, token } = await proPlus();
    await put(token, { ...settings, expectedVersion: 0 });
    const admin = await used.server.tokenFor({ userId: randomUUID(), role: 'admin', tier: 'free' });
    const moved = await fetch(`${used.server.url}/api/admin/users/${userId}/subscription-tier`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ subscription_tier: 'pro', reason: 'Downgraded at renewal' }),
    });
    expect(moved.status).toBe(200);

    const refused = await getJson(`${used.server.url}/api/white-label`, token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ title: 'Subscription Required' });
  });
});
