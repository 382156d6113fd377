import { randomUUID } from 'node:crypto';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { givenLearningCourse } from '../testing/course-fixtures.js';
import { learningRequest, postJson } from '../testing/learning-requests.js';
import { useTestServer } from '../testing/use-test-server.js';
import { MAX_REPLAYED_PUSHES } from './push-gateway.js';

describe.each(testDatabaseKinds)('a reconnecting socket client on %s', (kind) => {
  const used = useTestServer(kind);
  const connect = (token: string) => used.socket(token);
  /**
   * A second socket of the same learner, in the room throughout: once it has a push, the gateway has gone past that
   * event, which is what a test waits for instead of a fixed pause.
   */
  const watchRoom = async (userId: string, token: string) => {
    const witness = await connect(token);
    await witness.join({ room_id: userId, room_type: 'user' });
    return witness;
  };
  const record = async (userId: string, token: string, lessonId: string) => {
    // A lesson nobody finishes keeps the course unfinished: finishing it would push a certificate into the room too.
    await givenLearningCourse(used.server.platform.store, learningRequest(userId).courseId, [lessonId, 'never-finished'], [userId]);
    const response = await postJson(`${used.server.url}/api/learning/events`, learningRequest(userId, { lessonId }), token);
    expect(response.status).toBe(201);
    return response.body!.position as string;
  };

  it('receives exactly what it missed, in order, then live pushes, each once', async () => {
    const userId = randomUUID();
    const token = await used.server.tokenFor({ userId, role: 'student', tier: 'free' });
    const witness = await watchRoom(userId, token);
    const first = await connect(token);
    await first.join({ room_id: userId, room_type: 'user' });
    const seen = await record(userId, token, 'l1');
    await eventually(() => expect(first.of('learning_update')).toHaveLength(1));
    first.close();

    const missed = [await record(userId, token, 'l2'), await record(userId, token, 'l3')];
    // The gateway has pushed the missed events live (to the witness alone) before the client comes back, so they can
    // reach it only through the replay.
    await eventually(() => expect(witness.of('learning_update')).toHaveLength(3));

    const again = await connect(token);
    const ack = await again.join({ room_id: userId, room_type: 'user', since_position: seen });
    expect(ack).toEqual({ ok: true, room: `user:${userId}`, replayed: 2 });
    const live = await record(userId, token, 'l4');
    // Pushes go out in log order, so once a later one has arrived, no second copy of an earlier one is on its way.
    const last = await record(userId, token, 'l5');
    await eventually(() => expect(again.of('learning_update').map((push) => push.position)).toContain(last));
    expect(again.of('learning_update').map((push) => push.position)).toEqual([...missed, live, last]);
    expect(again.of('learning_update').map((push) => push.lesson_id)).toEqual(['l2', 'l3', 'l4', 'l5']);
  });

  it('asks a client with an unknown position to resync', async () => {
    const userId = randomUUID();
    const socket = await connect(await used.server.tokenFor({ userId, role: 'student', tier: 'free' }));
    const ack = await socket.join({ room_id: userId, room_type: 'user', since_position: '999999999999' });
    expect(ack).toMatchObject({ ok: true, replayed: 0 });
    await eventually(() => expect(socket.of('resync_required')).toEqual([{ room: `user:${userId}`, reason: 'unknown position' }]));
  });

  it('asks a client too far behind to resync instead of replaying everything', async () => {
    const userId = randomUUID();
    const token = await used.server.tokenFor({ userId, role: 'student', tier: 'free' });
    const witness = await watchRoom(userId, token);
    const since = await record(userId, token, 'start');
    const events = Array.from({ length: MAX_REPLAYED_PUSHES + 1 }, (_, index) => ({
      id: randomUUID(),
      type: 'LearningEventRecorded' as const,
      data: {
        learnerId: userId,
        courseId: 'algebra',
        lessonId: `l${index}`,
        eventType: 'lesson_start' as const,
        timeSpentSeconds: 1,
        score: null,
        attempts: null,
        deviceType: 'desktop' as const,
        engagementIndicators: {},
        occurredAt: new Date().toISOString(),
        contentModalities: [],
        preview: false,
      },
    }));
    await used.server.platform.store.append(`learner-${userId}`, events, { expectedVersion: 'any' });
    // The gateway is past every appended event (and the first) before the client comes back: all of them are behind it.
    await eventually(() => expect(witness.of('learning_update')).toHaveLength(events.length + 1));
    const socket = await connect(token);
    const ack = await socket.join({ room_id: userId, room_type: 'user', since_position: since });
    expect(ack).toMatchObject({ ok: true, replayed: 0 });
    await eventually(() => expect(socket.of('resync_required')).toEqual([{ room: `user:${userId}`, reason: 'too far behind' }]));
    expect(socket.of('learning_update')).toHaveLength(0);
  });
});
