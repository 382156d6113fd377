import { randomUUID } from 'node:crypto';
import { accessDeniedMessage } from '@pathwise/contracts';
import { testDatabaseKinds, eventually } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { getJson } from '../../testing/learning-requests.js';
import { useTestServer } from '../../testing/use-test-server.js';

describe.each(testDatabaseKinds)('user administration on %s', (kind) => {
  const used = useTestServer(kind);
  const url = () => used.server.url;
  const tokenOf = (role: 'admin' | 'student' | 'creator', tier: 'free' | 'pro_plus' = 'free', email?: string) => {
    const userId = randomUUID();
    return used.server.tokenFor({ userId, role, tier, ...(email ? { email } : {}) }).then((token) => ({ userId, token }));
  };
  const put = (path: string, token: string, body: unknown) =>
    fetch(`${url()}/api${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('keeps the list to admins, with the spec message for everyone else', async () => {
    const { token } = await tokenOf('creator', 'pro_plus');
    const response = await getJson(`${url()}/api/admin/users`, token);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ title: 'Access Denied', detail: accessDeniedMessage('admin') });
    expect((await getJson(`${url()}/api/admin/users`)).status).toBe(401);
  });

  it('lists and searches users by email or name, by role and tier', async () => {
    const admin = await tokenOf('admin');
    const marker = randomUUID().slice(0, 8);
    const learner = await tokenOf('student', 'free', `learner-${marker}@example.com`);
    const list = await eventually(async () => {
      const response = await getJson(`${url()}/api/admin/users?search=${marker}`, admin.token);
      expect(response.body!.total).toBe(1);
      return response.body!;
    });
    expect(list.users).toEqual([expect.objectContaining({ uid: learner.userId, email: `learner-${marker}@example.com`, role: 'student' })]);
    const admins = await getJson(`${url()}/api/admin/users?role=admin&page_size=100`, admin.token);
    expect((admins.body!.users as { role: string }[]).every((user) => user.role === 'admin')).toBe(true);
    expect((await getJson(`${url()}/api/admin/users?search=%25`, admin.token)).body!.total).toBe(0);
    expect((await getJson(`${url()}/api/admin/users?page_size=1000`, admin.token)).status).toBe(400);
  });

  it('changes a role and a tier as audited events that take effect on the next request', async () => {
    const admin = await tokenOf('admin');
    const user = await tokenOf('student');
    expect((await getJson(`${url()}/api/admin/users`, user.token)).status).toBe(403);

    const promoted = await put(`/admin/users/${user.userId}/role`, admin.token, { role: 'admin', reason: 'Runs the spring cohort' });
    expect(promoted.status).toBe(200);
    expect((await getJson(`${url()}/api/admin/users`, user.token)).status).toBe(200);

    const upgraded = await put(`/admin/users/${user.userId}/subscription-tier`, admin.token, { subscription_tier: 'pro', reason: 'Scholarship' });
    expect(((await upgraded.json()) as { subscription_tier: string }).subscription_tier).toBe('pro');
    const events = (await used.server.platform.store.readStream(`account-${user.userId}`)).events;
    expect(events.filter((event) => event.type === 'RoleChanged' || event.type === 'SubscriptionTierChanged').map((event) => event.data)).toEqual([
      { userId: user.userId, from: 'student', to: 'admin', changedBy: admin.userId, reason: 'Runs the spring cohort' },
      { userId: user.userId, from: 'free', to: 'pro', changedBy: admin.userId, source: 'admin', reason: 'Scholarship' },
    ]);
    expect(events.find((event) => event.type === 'RoleChanged')!.metadata.actor).toEqual({ kind: 'user', id: admin.userId });
  });

  it('refuses an admin changing their own role, unknown users and missing reasons', async () => {
    const admin = await tokenOf('admin');
    const self = await put(`/admin/users/${admin.userId}/role`, admin.token, { role: 'student', reason: 'Stepping down' });
    expect(self.status).toBe(403);
    expect((await put(`/admin/users/${randomUUID()}/role`, admin.token, { role: 'student', reason: 'Whoever' })).status).toBe(404);
    const noReason = await put(`/admin/users/${admin.userId}/subscription-tier`, admin.token, { subscription_tier: 'pro' });
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { errors: { pointer: string }[] }).errors[0]!.pointer).toBe('#/body/reason');
  });
});
