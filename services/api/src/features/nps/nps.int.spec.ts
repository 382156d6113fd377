import { randomUUID } from 'node:crypto';
import type { AdminNpsResponse, MyNpsSurveyResponse } from '@pathwise/contracts';
import { certificateStreamId } from '@pathwise/event-schemas';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { npsSurveyProjection, rebuildProjection } from '@pathwise/projections';
import { describe, expect, it } from 'vitest';
import { sendJson } from '../../testing/course-fixtures.js';
import { settledHead } from '../../testing/settled-head.js';
import { TestClock } from '../../testing/test-server.js';
import { useTestServer } from '../../testing/use-test-server.js';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds)('the recommendation survey on %s', (kind) => {
  const clock = new TestClock();
  const used = useTestServer(kind, {}, { clock });
  const api = (path: string) => `${used.server.url}/api${path}`;
  const survey = async (token: string) => (await sendJson('GET', api('/me/nps'), undefined, token)).body as unknown as MyNpsSurveyResponse;
  const figures = async (token: string, query = '') => {
    const response = await sendJson('GET', api(`/admin/nps${query}`), undefined, token);
    expect(response.status).toBe(200);
    return response.body as unknown as AdminNpsResponse;
  };

  /** Someone of a role and plan whose token is issued anew after the clock moves (tokens expire by it). */
  async function person(role: 'student' | 'creator' | 'admin', tier: 'free' | 'pro') {
    const user = { userId: randomUUID(), role, tier, email: `${role}-${randomUUID().slice(0, 8)}@example.com` };
    const someone = { userId: user.userId, token: await used.server.tokenFor(user), refresh: async () => void (someone.token = await used.server.tokenFor(user)) };
    return someone;
  }
  const refresh = (...people: { refresh: () => Promise<void> }[]) => Promise.all(people.map((someone) => someone.refresh()));

  async function expectRefused(send: () => ReturnType<typeof sendJson>, status: number, pointers: string[]) {
    const before = await settledHead(used.server.platform);
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(((response.body!.errors as { pointer: string }[] | undefined) ?? []).map((error) => error.pointer).sort()).toEqual(pointers);
    expect((await used.server.platform.store.head()).lastPosition).toBe(before.lastPosition);
    return response.body!;
  }

  /** A certificate as the certificates' issuance reactor records it, earned now by the platform's clock. */
  async function givenCertificate(learnerId: string) {
    const certificateId = randomUUID();
    await used.server.platform.store.append(
      certificateStreamId(certificateId),
      [
        {
          type: 'CertificateIssued',
          data: {
            certificateId,
            learnerId,
            courseId: 'volcanoes',
            courseVersion: 1,
            courseTitle: 'Volcanoes',
            courseDescription: 'How mountains breathe fire.',
            criteriaNarrative: 'Finish every lesson.',
            skills: [],
            statusListId: 'nps-test-list',
            statusListIndex: 0,
            issuedAt: clock.now().toISOString(),
            recipientIdentityHash: null,
            recipientSalt: null,
          },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
  }

  it('asks at the right moments, once in 90 days, snoozes a dismissal, refuses bad answers, and sums it up for admins only', async () => {
    const student = await person('student', 'pro');
    const creator = await person('creator', 'free');
    const second = await person('student', 'free');
    const admin = await person('admin', 'pro');

    // Newly signed up: not yet, and admins never.
    expect(await survey(student.token)).toMatchObject({ ask: false, reason: 'too_early' });
    expect(await survey(admin.token)).toEqual({ ask: false, reason: 'role_not_asked', askAgainAt: null });

    // A certificate is a moment to ask, even in the first two weeks.
    await givenCertificate(student.userId);
    await eventually(async () => expect(await survey(student.token)).toEqual({ ask: true, reason: 'after_certificate', askAgainAt: null }));

    await expectRefused(() => sendJson('POST', api('/me/nps'), { score: 11, comment: 'x'.repeat(1_001) }, student.token), 400, ['#/body/comment', '#/body/score']);
    await expectRefused(() => sendJson('POST', api('/me/nps'), { score: 7.5 }, student.token), 400, ['#/body/score']);
    await expectRefused(() => sendJson('POST', api('/me/nps'), { comment: 'No score' }, student.token), 400, ['#/body/score']);

    const answer = { score: 10, comment: 'Every quiz explains its answers.' };
    expect(await sendJson('POST', api('/me/nps'), answer, student.token)).toMatchObject({ status: 200, body: { changed: true } });
    expect(await survey(student.token)).toMatchObject({ ask: false, reason: 'answered_recently' });
    expect(await sendJson('POST', api('/me/nps'), answer, student.token)).toMatchObject({ status: 200, body: { changed: false } });
    const again = await expectRefused(() => sendJson('POST', api('/me/nps'), { score: 3 }, student.token), 409, ['#/body/score']);
    expect(again.detail).toMatch(/last 90 days/);

    // Two weeks of use: asked; "Not now" keeps it away for 30 days, yet an answer is still welcome.
    clock.advance(15 * DAY_MS);
    await refresh(student, creator, second, admin);
    expect(await survey(creator.token)).toEqual({ ask: true, reason: 'after_14_days_of_use', askAgainAt: null });
    expect(await sendJson('POST', api('/me/nps/dismissal'), undefined, creator.token)).toMatchObject({ status: 200, body: { changed: true } });
    const snoozed = await survey(creator.token);
    expect(snoozed).toMatchObject({ ask: false, reason: 'dismissed_recently' });
    expect(Date.parse(snoozed.askAgainAt!) - clock.now().getTime()).toBeGreaterThan(29 * DAY_MS);
    expect(Date.parse(snoozed.askAgainAt!) - clock.now().getTime()).toBeLessThanOrEqual(30 * DAY_MS);
    expect(await sendJson('POST', api('/me/nps/dismissal'), undefined, creator.token)).toMatchObject({ status: 200, body: { changed: false } });
    expect((await sendJson('POST', api('/me/nps'), { score: 4, comment: 'I miss deeper analytics.' }, creator.token)).status).toBe(200);
    expect((await sendJson('POST', api('/me/nps'), { score: 8 }, second.token)).status).toBe(200);

    // After 90 days the student is asked again and may answer again.
    clock.advance(91 * DAY_MS);
    await refresh(student, creator, second, admin);
    expect(await survey(student.token)).toMatchObject({ ask: true, reason: 'after_14_days_of_use' });
    expect(await sendJson('POST', api('/me/nps'), { score: 6 }, student.token)).toMatchObject({ status: 200, body: { changed: true } });

    // 10, 4, 8, 6: one promoter, one passive, two detractors.
    const all = await figures(admin.token);
    expect(all).toMatchObject({ score: -25, responses: 4, promoters: 1, passives: 1, detractors: 2 });
    expect(all.distribution).toEqual([0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 1]);
    expect(all.trend.map((week) => [week.score, week.responses])).toEqual([
      [100, 1],
      [-50, 2],
      [-100, 1],
    ]);
    expect(all.comments.items.map((item) => [item.score, item.comment, item.role, item.plan])).toEqual([
      [4, 'I miss deeper analytics.', 'creator', 'free'],
      [10, 'Every quiz explains its answers.', 'student', 'pro'],
    ]);
    expect((await figures(admin.token, '?role=student')).score).toBe(0);
    expect((await figures(admin.token, '?plan=free')).distribution).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0]);
    expect(await figures(admin.token, '?role=creator&plan=free')).toMatchObject({ score: -100, responses: 1 });
    const today = clock.now().toISOString().slice(0, 10);
    expect(await figures(admin.token, `?from=${today}&until=${today}`)).toMatchObject({ responses: 1, distribution: [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0] });

    const first = await figures(admin.token, '?limit=1');
    expect(first.comments.items.map((item) => item.score)).toEqual([4]);
    const next = await figures(admin.token, `?limit=1&cursor=${encodeURIComponent(first.comments.nextCursor!)}`);
    expect(next.comments).toMatchObject({ items: [{ score: 10 }], nextCursor: null });

    expect((await sendJson('GET', api('/admin/nps'), undefined, student.token)).status).toBe(403);
    await expectRefused(() => sendJson('GET', api('/admin/nps?role=boss&from=2026-02-30'), undefined, admin.token), 400, ['#/query/from', '#/query/role']);

    // Replayed from the log, the read model answers exactly the same.
    const { platform } = used.server;
    const before = { all: await figures(admin.token), student: await survey(student.token), creator: await survey(creator.token) };
    await rebuildProjection({ database: platform.database, store: platform.store, projection: npsSurveyProjection, batchSize: 3 });
    expect({ all: await figures(admin.token), student: await survey(student.token), creator: await survey(creator.token) }).toEqual(before);
  });
});
