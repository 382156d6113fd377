import { randomUUID } from 'node:crypto';
import { PLATFORM_ROOM_ID } from '@pathwise/contracts';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenLearningCourse } from '../testing/course-fixtures.js';
import { getJson, learningRequest, postJson } from '../testing/learning-requests.js';
import { useTestServer } from '../testing/use-test-server.js';
import { settledHead } from '../testing/settled-head.js';

describe.each(testDatabaseKinds)('the spine end to end on %s', (kind) => {
  const used = useTestServer(kind);
  const courseIds = ['algebra', 'geometry', learningRequest('anyone').courseId];
  /** A fresh learner enrolled in every course of these tests. */
  const learner = async () => {
    const made = await used.learner();
    for (const courseId of courseIds) await givenLearningCourse(used.server.platform.store, courseId, ['lesson-3'], [made.userId]);
    return made;
  };
  const socketFor = (token?: string) => used.socket(token);
  beforeAll(async () => {
    for (const courseId of courseIds) await givenLearningCourse(used.server.platform.store, courseId, ['lesson-3']);
  });

  it('appends a posted learning event, projects it, serves it, and pushes it to the learner and the platform', async () => {
    const { userId, token } = await learner();
    const own = await socketFor(token);
    expect(await own.join({ room_id: userId, room_type: 'user' })).toEqual({ ok: true, room: `user:${userId}`, replayed: 0 });
    const everyone = await socketFor();
    expect(await everyone.join({ room_id: PLATFORM_ROOM_ID, room_type: 'platform' })).toMatchObject({ ok: true });

    const request = learningRequest(userId, { courseId: 'algebra', timeSpent: 72 });
    const posted = await postJson(`${used.server.url}/api/learning/events`, request, token);

    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ eventId: request.eventId, streamVersion: 1, duplicate: false });
    const position = posted.body!.position as string;
    const [stored] = (await used.server.platform.store.readStream(`learner-${userId}`)).events;
    expect(stored).toMatchObject({ id: request.eventId, type: 'LearningEventRecorded', position: BigInt(position) });
    expect(stored!.metadata.actor).toEqual({ kind: 'user', id: userId });

    const activity = await eventually(async () => {
      const response = await getJson(`${used.server.url}/api/learning/activity/${userId}`, token);
      expect(response.status).toBe(200);
      expect((response.body!.courses as unknown[]).length).toBe(1);
      return response.body!;
    });
    expect(activity.courses).toEqual([
      expect.objectContaining({ courseId: 'algebra', timeSpentSeconds: 72, lastEventType: 'lesson_complete', lastPosition: position }),
    ]);

    await eventually(() => expect(own.of('learning_update')).toHaveLength(1));
    expect(own.of('learning_update')[0]).toEqual({
      room: `user:${userId}`,
      position,
      event_type: 'lesson_complete',
      course_id: 'algebra',
      lesson_id: 'lesson-3',
      user_id: userId,
    });
    await eventually(() => expect(everyone.of('learning_update').some((push) => push.position === position)).toBe(true));
    const publicPush = everyone.of('learning_update').find((push) => push.position === position)!;
    expect(publicPush).not.toHaveProperty('user_id');
  });

  it('answers a retried event with the original result and records nothing more', async () => {
    const { userId, token } = await learner();
    const request = learningRequest(userId);
    const first = await postJson(`${used.server.url}/api/learning/events`, request, token);
    const headBefore = await settledHead(used.server.platform);

    const retry = await postJson(`${used.server.url}/api/learning/events`, request, token);

    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ ...first.body, duplicate: true });
    expect((await used.server.platform.store.head()).lastPosition).toBe(headBefore.lastPosition);
  });

  it('records a learning event sent over the socket, acknowledging its position', async () => {
    const { userId, token } = await learner();
    const socket = await socketFor(token);
    const request = learningRequest(userId, { courseId: 'geometry' });
    const { eventType, ...data } = request;

    const ack = await socket.emitWithAck('learning_event', { event_type: eventType, room_id: 'geometry', data });

    expect(ack).toMatchObject({ ok: true, eventId: request.eventId, duplicate: false });
    const [stored] = (await used.server.platform.store.readStream(`learner-${userId}`)).events;
    expect(stored!.position.toString()).toBe(ack.position);
  });

  it("refuses to let a learner join another learner's room or record for them", async () => {
    const { token } = await learner();
    const other = randomUUID();
    const socket = await socketFor(token);
    expect(await socket.join({ room_id: other, room_type: 'user' })).toEqual({ ok: false, error: 'You can only join your own user room' });
    const anonymous = await socketFor();
    expect(await anonymous.join({ room_id: 'algebra' })).toEqual({ ok: false, error: 'Sign in to join a course room' });
    const ack = await socket.emitWithAck('learning_event', {
      event_type: 'lesson_start',
      room_id: 'algebra',
      data: { ...learningRequest(other, { courseId: 'algebra', score: null, attempts: null }), eventType: undefined },
    });
    expect(ack).toMatchObject({ ok: false, status: 403 });
  });

  it('lets an admin read any learner and serves the platform overview to anyone', async () => {
    const { userId, token } = await learner();
    await postJson(`${used.server.url}/api/learning/events`, learningRequest(userId), token);
    const admin = await used.server.tokenFor({ userId: randomUUID(), role: 'admin', tier: 'pro_plus' });
    const read = await eventually(async () => {
      const response = await getJson(`${used.server.url}/api/learning/activity/${userId}`, admin);
      expect((response.body!.courses as unknown[]).length).toBe(1);
      return response;
    });
    expect(read.status).toBe(200);

    const overview = await eventually(async () => {
      const response = await getJson(`${used.server.url}/api/platform/overview?days=3`);
      expect(response.body!.lessonsCompleted).toBeGreaterThan(0);
      return response;
    });
    expect(overview.status).toBe(200);
    expect(overview.body!.daily).toHaveLength(3);
  });
});
