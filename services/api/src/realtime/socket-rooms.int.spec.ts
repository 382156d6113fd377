import { randomUUID } from 'node:crypto';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { givenLearningCourse } from '../testing/course-fixtures.js';
import { learningRequest, postJson } from '../testing/learning-requests.js';
import { useTestServer } from '../testing/use-test-server.js';

describe.each(testDatabaseKinds)('course rooms on %s', (kind) => {
  const used = useTestServer(kind);
  const record = async (courseId: string, lessonId: string) => {
    const { userId, token } = await used.learner();
    await givenLearningCourse(used.server.platform.store, courseId, [lessonId], [userId]);
    const response = await postJson(`${used.server.url}/api/learning/events`, learningRequest(userId, { courseId, lessonId }), token);
    expect(response.status).toBe(201);
    return response.body!.position as string;
  };

  it("pushes a course's learning events to a signed-in member of its room without saying who, until it leaves", async () => {
    const courseId = `course-${randomUUID()}`;
    const { token } = await used.learner();
    const listener = await used.socket(token);
    // room_type defaults to 'course', as the spec's join_room does.
    expect(await listener.join({ room_id: courseId })).toEqual({ ok: true, room: `course:${courseId}`, replayed: 0 });

    const position = await record(courseId, 'lesson-1');
    await record(`other-${randomUUID()}`, 'lesson-elsewhere');

    await eventually(() => expect(listener.of('learning_update')).toHaveLength(1));
    expect(listener.of('learning_update')[0]).toEqual({
      room: `course:${courseId}`,
      position,
      event_type: 'lesson_complete',
      course_id: courseId,
      lesson_id: 'lesson-1',
    });

    expect(await listener.leave({ room_id: courseId })).toEqual({ ok: true, room: `course:${courseId}`, replayed: 0 });
    const after = await record(courseId, 'lesson-2');
    // A second listener that stays proves the push after leaving went out, so its absence below means something.
    const stayer = await used.socket((await used.learner()).token);
    await stayer.join({ room_id: courseId, since_position: position });
    await eventually(() => expect(stayer.of('learning_update').map((push) => push.position)).toEqual([after]));
    await record(courseId, 'lesson-3');
    await eventually(() => expect(stayer.of('learning_update')).toHaveLength(2));
    expect(listener.of('learning_update').map((push) => push.lesson_id)).toEqual(['lesson-1']);
  });

  it('refuses a malformed leave_room with the field named', async () => {
    const socket = await used.socket((await used.learner()).token);
    expect(await socket.leave({ room_id: '' })).toEqual({ ok: false, error: expect.stringContaining('room_id') });
  });
});
