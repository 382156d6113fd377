import { clientSocketEvents } from '@pathwise/contracts';
import { testDatabaseKinds } from '@pathwise/event-store/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenLearningCourse } from '../testing/course-fixtures.js';
import { getJson, learningRequest, postJson } from '../testing/learning-requests.js';
import { settledHead } from '../testing/settled-head.js';
import { useTestServer } from '../testing/use-test-server.js';

const NUL = 'The text must not contain a NUL character (U+0000)';
const NUL_IN_KEY = 'The key must not contain a NUL character (U+0000)';
const LONE_SURROGATE = 'The text must not contain a lone UTF-16 surrogate (not valid Unicode)';

/**
 * Text PostgreSQL cannot store, and keys that reach prototypes, are refused where they come in (HTTP and sockets),
 * for every route alike: a field stored sealed would otherwise pass the append and poison the read models later.
 */
describe.each(testDatabaseKinds)('unsafe input at the boundary on %s', (kind) => {
  const used = useTestServer(kind);
  let userId: string;
  let token: string;

  beforeAll(async () => {
    ({ userId, token } = await used.learner());
    await givenLearningCourse(used.server.platform.store, learningRequest(userId).courseId, ['lesson-3']);
  });

  const url = (path: string) => `${used.server.url}/api${path}`;
  const lead = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'We would like Pathwise for our learners.' };

  /** The answer is a 400 problem naming exactly these fields, and the log did not move. */
  async function expectRefused(send: () => Promise<{ status: number; headers: Headers; body: Record<string, unknown> | null }>, errors: unknown[]) {
    const before = await settledHead(used.server.platform);
    const response = await send();
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.body).toMatchObject({ type: 'urn:pathwise:problem:invalid-request', status: 400, errors });
    expect(response.body!.errors).toHaveLength(errors.length);
    expect((await used.server.platform.store.head()).lastPosition).toBe(before.lastPosition);
  }

  it('refuses a NUL in a field of a public body, naming it', async () => {
    await expectRefused(() => postJson(url('/leads'), { ...lead, name: 'Ada\u0000Lovelace' }), [{ pointer: '#/body/name', detail: NUL }]);
    await expectRefused(() => postJson(url('/auth/email/start'), { email: 'ada@example.com', display_name: 'Ada\u0000' }), [
      { pointer: '#/body/display_name', detail: NUL },
    ]);
  });

  it('refuses a lone surrogate sent as a JSON escape', async () => {
    const raw = JSON.stringify({ ...lead, organization: 'ORG' }).replace('ORG', 'Analytical \\ud800 Engines');
    await expectRefused(() => postJson(url('/leads'), raw), [{ pointer: '#/body/organization', detail: LONE_SURROGATE }]);
  });

  it('refuses a NUL in an object key, naming the member', async () => {
    const body = learningRequest(userId, { engagementIndicators: { 'focus\u0000Losses': 1 } });
    await expectRefused(() => postJson(url('/learning/events'), body, token), [{ pointer: '#/body/engagementIndicators/focus\u0000Losses', detail: NUL_IN_KEY }]);
  });

  it('refuses __proto__, constructor and prototype keys in a body, naming where they are', async () => {
    const body = JSON.stringify(learningRequest(userId, { engagementIndicators: { scrollDepth: 0.5 } }))
      .replace('"scrollDepth":0.5', '"__proto__":{"polluted":1},"prototype":2')
      .replace(/}$/, ',"constructor":{"name":"x"}}');
    await expectRefused(() => postJson(url('/learning/events'), body, token), [
      { pointer: '#/body/engagementIndicators/__proto__', detail: '__proto__ is not a key you can send' },
      { pointer: '#/body/engagementIndicators/prototype', detail: 'prototype is not a key you can send' },
      { pointer: '#/body/constructor', detail: 'constructor is not a key you can send' },
    ]);
  });

  it('refuses a NUL in a query string and in a path parameter', async () => {
    await expectRefused(() => getJson(url('/courses?q=a%00b')), [{ pointer: '#/query/q', detail: NUL }]);
    await expectRefused(() => getJson(url('/courses/a%00b')), [{ pointer: '#/params/courseId', detail: NUL }]);
  });

  it('refuses a socket payload with a NUL key or a lone surrogate, answering through its acknowledgement', async () => {
    const socket = await used.socket(token);
    const before = await settledHead(used.server.platform);
    const { eventType: _eventType, ...data } = learningRequest(userId, { engagementIndicators: { 'focus\u0000': 1 } });
    const recorded = await socket.emitWithAck(clientSocketEvents.learningEvent, { event_type: 'quiz_attempt', room_id: data.courseId, data });
    expect(recorded).toEqual({
      ok: false,
      status: 400,
      error: expect.stringContaining('must not contain a NUL character'),
      errors: [{ pointer: '#/payload/data/engagementIndicators/focus\u0000', detail: NUL_IN_KEY }],
    });
    const joined = await socket.emitWithAck(clientSocketEvents.joinRoom, { room_id: 'course\ud800' });
    expect(joined).toMatchObject({ ok: false, status: 400, errors: [{ pointer: '#/payload/room_id', detail: LONE_SURROGATE }] });
    expect((await used.server.platform.store.head()).lastPosition).toBe(before.lastPosition);
    // The socket stays usable for good payloads.
    expect(await socket.join({ room_id: data.courseId })).toMatchObject({ ok: true });
  });
});
