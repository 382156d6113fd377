import { randomUUID } from 'node:crypto';
import { accessDeniedMessage, AdminUserChangesResponse } from '@pathwise/contracts';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { requestJson } from '../../testing/json-requests.js';
import { useTestServer } from '../../testing/use-test-server.js';

describe.each(testDatabaseKinds)("a user's audit trail on %s", (kind) => {
  const used = useTestServer(kind);
  const api = (path: string) => `${used.server.url}/api${path}`;
  const tokenOf = (role: 'admin' | 'student' | 'creator') => {
    const userId = randomUUID();
    return used.server.tokenFor({ userId, role, tier: 'free' }).then((token) => ({ userId, token }));
  };
  const changesOf = (userId: string, token?: string) => requestJson('GET', api(`/admin/users/${userId}/changes`), undefined, token);

  it('lists every role and tier change newest first: from and to, the admin by name, the reason and when', async () => {
    const admin = await tokenOf('admin');
    const user = await tokenOf('student');
    expect((await requestJson('PATCH', api('/me/profile'), { display_name: 'Grace Admin' }, admin.token)).status).toBe(200);
    expect(AdminUserChangesResponse.parse((await changesOf(user.userId, admin.token)).body)).toEqual({ uid: user.userId, changes: [] });

    const before = Date.now();
    const promote = { role: 'instructor', reason: 'Teaches the spring cohort' };
    expect((await requestJson('PUT', api(`/admin/users/${user.userId}/role`), promote, admin.token)).status).toBe(200);
    const upgrade = { subscription_tier: 'pro', reason: 'Scholarship' };
    expect((await requestJson('PUT', api(`/admin/users/${user.userId}/subscription-tier`), upgrade, admin.token)).status).toBe(200);

    // The trail is read from the account's stream; only the admin's name comes from the directory, which catches up.
    const trail = await eventually(async () => {
      const response = await changesOf(user.userId, admin.token);
      expect(response.status).toBe(200);
      const body = AdminUserChangesResponse.parse(response.body);
      expect(body.changes[0]?.changed_by.display_name).toBe('Grace Admin');
      return body;
    });
    const by = { uid: admin.userId, display_name: 'Grace Admin' };
    expect(trail.changes).toEqual([
      { field: 'subscription_tier', from: 'free', to: 'pro', source: 'admin', changed_by: by, reason: 'Scholarship', changed_at: expect.any(String) },
      { field: 'role', from: 'student', to: 'instructor', changed_by: by, reason: 'Teaches the spring cohort', changed_at: expect.any(String) },
    ]);
    const times = trail.changes.map((change) => Date.parse(change.changed_at));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]!);
    expect(times[1]).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps the trail to admins, with the spec message for everyone else', async () => {
    const user = await tokenOf('student');
    const creator = await tokenOf('creator');
    const refused = await changesOf(user.userId, creator.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ title: 'Access Denied', detail: accessDeniedMessage('admin') });
    expect((await changesOf(user.userId, user.token)).status).toBe(403);
    expect((await changesOf(user.userId)).status).toBe(401);
  });

  it('answers 404 for a user who does not exist, and 400 for an id that is not one', async () => {
    const admin = await tokenOf('admin');
    const unknown = await changesOf(randomUUID(), admin.token);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/problem+json');
    expect((await changesOf('not an id', admin.token)).status).toBe(400);
  });

  it('grants AI credits by hand: the balance grows, the trail names the admin and the reason, a retried grant adds nothing', async () => {
    const admin = await tokenOf('admin');
    const user = await tokenOf('creator');
    const grant = { credits: 40, reason: 'Workshop allowance', grantId: randomUUID() };
    const granted = await requestJson('POST', api(`/admin/users/${user.userId}/ai-credits`), grant, admin.token);
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ uid: user.userId, ai_credits: { balance: 140 } });
    expect((await requestJson('POST', api(`/admin/users/${user.userId}/ai-credits`), grant, admin.token)).body).toMatchObject({ ai_credits: { balance: 140 } });
    expect((await requestJson('GET', api('/me'), undefined, user.token)).body).toMatchObject({ ai_credits: { balance: 140 } });
    const trail = AdminUserChangesResponse.parse((await changesOf(user.userId, admin.token)).body);
    expect(trail.changes).toEqual([
      { field: 'ai_credits', credits: 40, balance: 140, changed_by: expect.objectContaining({ uid: admin.userId }), reason: 'Workshop allowance', changed_at: expect.any(String) },
    ]);
  });

  it('refuses a grant by anyone but an admin, and bad input by field, granting nothing', async () => {
    const admin = await tokenOf('admin');
    const user = await tokenOf('creator');
    const grantBy = (token: string | undefined, body: unknown) => requestJson('POST', api(`/admin/users/${user.userId}/ai-credits`), body, token);
    expect((await grantBy(user.token, { credits: 10, reason: 'For myself' })).status).toBe(403);
    expect((await grantBy(undefined, { credits: 10, reason: 'Nobody' })).status).toBe(401);
    const bad = await grantBy(admin.token, { credits: 0, reason: '' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: expect.arrayContaining([
        { pointer: '#/body/credits', detail: 'At least 1 credit' },
        { pointer: '#/body/reason', detail: 'Say why, in a few words' },
      ]),
    });
    expect((await grantBy(admin.token, { credits: 2.5, reason: 'Half a credit' })).status).toBe(400);
    expect((await requestJson('POST', api(`/admin/users/${randomUUID()}/ai-credits`), { credits: 5, reason: 'Nobody there' }, admin.token)).status).toBe(404);
    expect((await requestJson('GET', api('/me'), undefined, user.token)).body).toMatchObject({ ai_credits: { balance: 100 } });
  });
});
