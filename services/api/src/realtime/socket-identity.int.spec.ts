import { randomUUID } from 'node:crypto';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { ROTATE_AFTER_MS, ROTATION_GRACE_MS } from '../features/identity/index.js';
import { givenLearningCourse } from '../testing/course-fixtures.js';
import { requestJson } from '../testing/json-requests.js';
import { getJson, learningRequest, postJson } from '../testing/learning-requests.js';
import { signInByEmail } from '../testing/sign-in-by-email.js';
import { TestClock } from '../testing/test-server.js';
import { useTestServer } from '../testing/use-test-server.js';

describe.each(testDatabaseKinds)("sockets following their account's sessions and role on %s", (kind) => {
  const clock = new TestClock();
  const used = useTestServer(kind, {}, { clock });
  const api = (path: string) => `${used.server.url}/api${path}`;
  const account = async (role: 'admin' | 'student') => {
    const userId = randomUUID();
    return { userId, token: await used.server.tokenFor({ userId, role, tier: 'free' }) };
  };

  it('disconnects the sockets of a session that logs out, and only those', async () => {
    const learner = await account('student');
    const loggingOut = await used.socket(learner.token);
    const otherSession = await used.socket(await used.server.tokenFor({ userId: learner.userId, role: 'student', tier: 'free' }));
    const ended = loggingOut.disconnected();

    expect((await postJson(api('/auth/logout'), {}, learner.token)).status).toBe(204);

    expect(await ended).toBe('io server disconnect');
    expect(otherSession.socket.connected).toBe(true);
    expect(await otherSession.join({ room_id: learner.userId, room_type: 'user' })).toMatchObject({ ok: true });
  });

  it('disconnects the sockets of a session the server revokes because an old cookie came back', async () => {
    const { cookie, session } = await signInByEmail(used.server.url, `replayed-${randomUUID().slice(0, 8)}@example.com`);
    const socket = await used.socket(session.access_token);
    const ended = socket.disconnected();
    clock.advance(ROTATE_AFTER_MS + 1);
    expect((await getJson(api('/me'), undefined, { cookie })).headers.get('set-cookie')).toMatch(/^pathwise_session=/);
    clock.advance(ROTATION_GRACE_MS + 1);

    expect((await getJson(api('/me'), undefined, { cookie })).status).toBe(401);

    expect(await ended).toBe('io server disconnect');
  });

  it("refuses a demoted admin's join_room of another user's room, and takes it out of the rooms it had joined", async () => {
    const demoted = await account('admin');
    const otherAdmin = await account('admin');
    const learner = await account('student');
    const adminSocket = await used.socket(demoted.token);
    const learnerSocket = await used.socket(learner.token);
    const learnerRoom = { room_id: learner.userId, room_type: 'user' } as const;
    expect(await adminSocket.join(learnerRoom)).toMatchObject({ ok: true });
    expect(await learnerSocket.join(learnerRoom)).toMatchObject({ ok: true });

    const demotion = await requestJson('PUT', api(`/admin/users/${demoted.userId}/role`), { role: 'student', reason: 'Left the team' }, otherAdmin.token);
    expect(demotion.status).toBe(200);

    expect(await adminSocket.join(learnerRoom)).toEqual({ ok: false, error: 'You can only join your own user room' });
    // The push comes after the demotion in the log, so once the learner has it the demoted socket would have too.
    const courseId = `course-${randomUUID()}`;
    await givenLearningCourse(used.server.platform.store, courseId, ['lesson-1'], [learner.userId]);
    const recorded = await postJson(api('/learning/events'), learningRequest(learner.userId, { courseId, lessonId: 'lesson-1' }), learner.token);
    expect(recorded.status).toBe(201);
    await eventually(() => expect(learnerSocket.of('learning_update')).toHaveLength(1));
    expect(adminSocket.of('learning_update')).toEqual([]);
    expect(adminSocket.socket.connected).toBe(true);
  });
});
