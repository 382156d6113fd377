import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@pathwise/event-store/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenLearningCourse } from '../testing/course-fixtures.js';
import { getJson, learningRequest, postJson } from '../testing/learning-requests.js';
import { useTestServer } from '../testing/use-test-server.js';
import { settledHead } from '../testing/settled-head.js';

describe.each(testDatabaseKinds)('bad input on %s', (kind) => {
  const used = useTestServer(kind, { BODY_LIMIT: '4kb' });
  let userId: string;
  let token: string;

  beforeAll(async () => {
    ({ userId, token } = await used.learner());
    await givenLearningCourse(used.server.platform.store, learningRequest(userId).courseId, ['lesson-3'], [userId]);
  });

  const eventsUrl = () => `${used.server.url}/api/learning/events`;

  /** Sends a request and checks the answer is a problem naming the fields, with nothing appended. */
  async function expectRefused(
    send: () => Promise<{ status: number; headers: Headers; body: Record<string, unknown> | null }>,
    status: number,
    pointers: string[],
  ) {
    const before = await settledHead(used.server.platform);
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.body).toMatchObject({ status, type: expect.any(String), title: expect.any(String) });
    expect(response.body!.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(response.body)).not.toMatch(/at \w+ \(|node_modules|SELECT|INSERT/);
    const named = ((response.body!.errors as { pointer: string }[] | undefined) ?? []).map((error) => error.pointer);
    for (const pointer of pointers) expect(named).toContain(pointer);
    expect((await used.server.platform.store.head()).lastPosition).toBe(before.lastPosition);
    return response.body!;
  }

  it('refuses malformed JSON', async () => {
    const problem = await expectRefused(() => postJson(eventsUrl(), '{"eventId": ', token), 400, ['#/body']);
    expect(problem.detail).toBe('The request body is not valid JSON');
  });

  it('refuses wrong types, naming each field', async () => {
    const body = { ...learningRequest(userId), score: 'high', timeSpent: -5, deviceType: 'fridge' };
    const problem = await expectRefused(() => postJson(eventsUrl(), body, token), 400, [
      '#/body/score',
      '#/body/timeSpent',
      '#/body/deviceType',
    ]);
    expect(problem.detail).toContain('score');
  });

  it('refuses an unknown event type', async () => {
    await expectRefused(() => postJson(eventsUrl(), { ...learningRequest(userId), eventType: 'lesson_skip' }, token), 400, [
      '#/body/eventType',
    ]);
  });

  it('refuses unknown fields rather than silently dropping them', async () => {
    const problem = await expectRefused(() => postJson(eventsUrl(), { ...learningRequest(userId), xp: 1_000_000 }, token), 400, ['#/body/xp']);
    expect(problem.detail).toBe('body.xp: xp is not a field you can send here');
  });

  it('refuses a body over the size limit', async () => {
    const huge = { ...learningRequest(userId), engagementIndicators: { padding: 1 }, note: 'x'.repeat(10_000) };
    const problem = await expectRefused(() => postJson(eventsUrl(), huge, token), 413, ['#/body']);
    expect(problem.detail).toContain('4kb');
  });

  it('refuses a body that is not JSON', async () => {
    await expectRefused(() => postJson(eventsUrl(), 'eventType=quiz_attempt', token, { 'content-type': 'application/x-www-form-urlencoded' }), 400, [
      '#/body',
    ]);
  });

  it('refuses a missing and a forged token with 401', async () => {
    const missing = await expectRefused(() => postJson(eventsUrl(), learningRequest(userId)), 401, []);
    expect(missing.title).toBe('Authentication required');
    const forged = `${token.slice(0, -4)}AAAA`;
    await expectRefused(() => postJson(eventsUrl(), learningRequest(userId), forged), 401, []);
    const response = await postJson(eventsUrl(), learningRequest(userId));
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('refuses to record for another learner with Access Denied', async () => {
    const problem = await expectRefused(() => postJson(eventsUrl(), learningRequest(randomUUID()), token), 403, []);
    expect(problem.title).toBe('Access Denied');
  });

  it('refuses domain rule violations, naming the field', async () => {
    const future = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    await expectRefused(() => postJson(eventsUrl(), learningRequest(userId, { occurredAt: future }), token), 400, ['#/body/occurredAt']);
    await expectRefused(
      () => postJson(eventsUrl(), learningRequest(userId, { eventType: 'lesson_start', score: 50, attempts: null }), token),
      400,
      ['#/body/score'],
    );
    await expectRefused(
      () => postJson(eventsUrl(), learningRequest(userId, { eventType: 'lesson_complete', lessonId: null, score: null, attempts: null }), token),
      400,
      ['#/body/lessonId'],
    );
  });

  it('refuses an event id that is not a UUID and a reused id for a different learner event', async () => {
    await expectRefused(() => postJson(eventsUrl(), learningRequest(userId, { eventId: 'abc' }), token), 400, ['#/body/eventId']);
    const first = learningRequest(userId);
    expect((await postJson(eventsUrl(), first, token)).status).toBe(201);
    const otherLearner = randomUUID();
    const otherToken = await used.server.tokenFor({ userId: otherLearner, role: 'student', tier: 'free' });
    await givenLearningCourse(used.server.platform.store, first.courseId, ['lesson-3'], [otherLearner]);
    await expectRefused(() => postJson(eventsUrl(), learningRequest(otherLearner, { eventId: first.eventId }), otherToken), 409, ['#/body/eventId']);
  });

  it('refuses learning in a course or a lesson that does not exist, naming the field', async () => {
    const nowhere = await expectRefused(() => postJson(eventsUrl(), learningRequest(userId, { courseId: `no-such-${randomUUID()}` }), token), 400, ['#/body/courseId']);
    expect(nowhere.detail).toContain('No course');
    await expectRefused(() => postJson(eventsUrl(), learningRequest(userId, { lessonId: 'no-such-lesson' }), token), 400, ['#/body/lessonId']);
  });

  it('refuses bad path and query parameters, naming them', async () => {
    const badPath = await fetch(`${used.server.url}/api/learning/activity/${encodeURIComponent('../../etc')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(badPath.status).toBe(400);
    expect(((await badPath.json()) as { errors: { pointer: string }[] }).errors[0]!.pointer).toBe('#/params/userId');
    const badQuery = await fetch(`${used.server.url}/api/platform/overview?days=9000`);
    expect(badQuery.status).toBe(400);
    expect(((await badQuery.json()) as { errors: { pointer: string }[] }).errors[0]!.pointer).toBe('#/query/days');
  });

  it('refuses a path parameter that does not decode as UTF-8 as an invalid request', async () => {
    // What a lone surrogate becomes in a URL: half of a UTF-16 pair, encoded as if it were a character.
    const problem = await expectRefused(() => getJson(`${used.server.url}/api/learning/activity/${userId}%ED%A0%80`, token), 400, ['#/params']);
    expect(problem.type).toBe('urn:pathwise:problem:invalid-request');
  });
});
