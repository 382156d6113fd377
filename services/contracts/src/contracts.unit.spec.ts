import { describe, expect, it } from 'vitest';
import { RecordLearningEventRequest } from './learning.js';
import { LogPosition } from './positions.js';
import { JoinRoomPayload, roomName } from './rooms.js';

describe('wire contracts', () => {
  it('fills the optional parts of a learning event request the way the server expects', () => {
    const parsed = RecordLearningEventRequest.parse({
      eventId: '3f2b8c1e-5d4a-4b6c-9e8f-7a6b5c4d3e2f',
      eventType: 'lesson_start',
      userId: 'learner-1',
      courseId: 'course-1',
      lessonId: 'lesson-1',
      timeSpent: 0,
      deviceType: 'mobile',
    });
    expect(parsed).toMatchObject({ score: null, attempts: null, engagementIndicators: {} });
    expect(parsed.occurredAt).toBeUndefined();
  });

  it('refuses fields it does not know, so a client cannot smuggle data in', () => {
    const result = RecordLearningEventRequest.safeParse({ eventId: '3f2b8c1e-5d4a-4b6c-9e8f-7a6b5c4d3e2f', xp: 10 });
    expect(result.success).toBe(false);
    expect(result.error!.issues.some((issue) => issue.code === 'unrecognized_keys')).toBe(true);
  });

  it('takes log positions as canonical decimal strings only', () => {
    expect(LogPosition.safeParse('0').success).toBe(true);
    expect(LogPosition.safeParse('9223372036854775807').success).toBe(true);
    expect(LogPosition.safeParse('007').success).toBe(false);
    expect(LogPosition.safeParse('-1').success).toBe(false);
    expect(LogPosition.safeParse(12).success).toBe(false);
  });

  it("joins a course room unless told otherwise, as the spec's join_room does", () => {
    expect(JoinRoomPayload.parse({ room_id: 'algebra' })).toEqual({ room_id: 'algebra', room_type: 'course' });
    expect(JoinRoomPayload.safeParse({ room_id: '../admin', room_type: 'user' }).success).toBe(false);
    expect(roomName('user', 'u1')).toBe('user:u1');
  });
});
