import { describe, expect, it } from 'vitest';
import { CorrectAnswerKeyRequest, EditLessonRequest, EditQuizRequest, SubmitQuizAttemptRequest } from './courses/courses.contracts.js';
import { RecordLearningEventRequest } from './learning/learning.contracts.js';
import { LogPosition } from './shared/log-position.contracts.js';
import { ContentCollaborationPayload } from './course-collaboration/course-collaboration.contracts.js';
import { roomName } from './shared/room-names.contracts.js';
import { JoinRoomPayload, parseLessonRoomId } from './shared/rooms.contracts.js';

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

  it('refuses an unknown key nested in lesson blocks, quiz items, options, answer keys and quiz answers', () => {
    const item = {
      itemId: 'i1',
      kind: 'single_choice',
      prompt: 'Which?',
      options: [{ optionId: 'a', text: 'A' }],
      answerKey: { correctOptionIds: ['a'], acceptedAnswers: [] },
      skillIds: [],
      difficulty: 0,
      explanation: 'Because.',
    };
    const lesson = { title: 'L', estimatedMinutes: 5, skillIds: [], expectedVersion: 1 };
    const quiz = { title: 'Q', passingScore: 50, expectedVersion: 1 };
    const unknownAt = (result: { success: boolean; error?: { issues: { code: string; path: PropertyKey[] }[] } }) =>
      result.error?.issues.filter((issue) => issue.code === 'unrecognized_keys').map((issue) => issue.path.join('/'));
    expect(unknownAt(EditLessonRequest.safeParse({ ...lesson, blocks: [{ kind: 'text', text: 'Hi', html: '<b>' }] }))).toEqual(['blocks/0']);
    expect(unknownAt(EditQuizRequest.safeParse({ ...quiz, items: [{ ...item, hint: 'x' }] }))).toEqual(['items/0']);
    expect(unknownAt(EditQuizRequest.safeParse({ ...quiz, items: [{ ...item, options: [{ optionId: 'a', text: 'A', correct: true }] }] }))).toEqual(['items/0/options/0']);
    expect(unknownAt(CorrectAnswerKeyRequest.safeParse({ answerKey: { ...item.answerKey, weight: 2 }, reason: 'Fix', expectedVersion: 1 }))).toEqual(['answerKey']);
    const attempt = { attemptId: '3f2b8c1e-5d4a-4b6c-9e8f-7a6b5c4d3e2f', timeSpent: 1, deviceType: 'desktop' };
    expect(unknownAt(SubmitQuizAttemptRequest.safeParse({ ...attempt, answers: [{ itemId: 'i1', optionIds: [], text: null, score: 100 }] }))).toEqual(['answers/0']);
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

  it('names a lesson room <courseId>.<lessonId>, and only a lesson room', () => {
    expect(JoinRoomPayload.parse({ room_id: 'algebra.l1', room_type: 'lesson' })).toEqual({ room_id: 'algebra.l1', room_type: 'lesson' });
    expect(JoinRoomPayload.safeParse({ room_id: 'algebra', room_type: 'lesson' }).success).toBe(false);
    expect(JoinRoomPayload.safeParse({ room_id: 'algebra.l1', room_type: 'course' }).success).toBe(false);
    expect(JoinRoomPayload.safeParse({ room_id: 'a.b.c', room_type: 'lesson' }).success).toBe(false);
    expect(parseLessonRoomId('algebra.l1')).toEqual({ courseId: 'algebra', lessonId: 'l1' });
    expect(parseLessonRoomId('../x.l1')).toBeNull();
  });

  it('takes content_collaboration changes, a cursor, or both, but not neither', () => {
    expect(ContentCollaborationPayload.parse({ room_id: 'c.l', changes: 'AAA=' })).toEqual({ room_id: 'c.l', changes: 'AAA=' });
    expect(ContentCollaborationPayload.parse({ room_id: 'c.l', cursor_position: null })).toEqual({ room_id: 'c.l', changes: null, cursor_position: null });
    expect(ContentCollaborationPayload.safeParse({ room_id: 'c.l' }).success).toBe(false);
    expect(ContentCollaborationPayload.safeParse({ room_id: 'c.l', changes: 'AAA=', extra: 1 }).success).toBe(false);
  });
});
