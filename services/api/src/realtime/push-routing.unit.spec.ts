import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { describe, expect, it } from 'vitest';
import { pushesFor } from './push-routing.js';

const stored = (event: PathwiseEvent): StoredEvent<PathwiseEvent> =>
  ({
    ...event,
    id: 'e1',
    streamId: 'learner-l1',
    streamVersion: 1,
    schemaVersion: 1,
    position: 42n,
    transactionId: 7n,
    recordedAt: new Date(),
    metadata: {},
  }) as StoredEvent<PathwiseEvent>;

describe('push routing', () => {
  it("tells the learner's room who, and the course and platform rooms only what", () => {
    const pushes = pushesFor(
      stored({
        type: 'LearningEventRecorded',
        data: {
          learnerId: 'l1',
          courseId: 'c1',
          lessonId: 'x1',
          eventType: 'lesson_complete',
          timeSpentSeconds: 10,
          score: null,
          attempts: null,
          deviceType: 'desktop',
          engagementIndicators: {},
          occurredAt: '2026-11-21T10:00:00.000Z',
          contentModalities: [],
          preview: false,
        },
      }),
    );
    expect(pushes).toEqual([
      {
        room: 'user:l1',
        event: 'learning_update',
        payload: { room: 'user:l1', position: '42', event_type: 'lesson_complete', course_id: 'c1', lesson_id: 'x1', user_id: 'l1' },
      },
      {
        room: 'course:c1',
        event: 'learning_update',
        payload: { room: 'course:c1', position: '42', event_type: 'lesson_complete', course_id: 'c1', lesson_id: 'x1' },
      },
      {
        room: 'platform:all',
        event: 'learning_update',
        payload: { room: 'platform:all', position: '42', event_type: 'lesson_complete', course_id: 'c1', lesson_id: 'x1' },
      },
    ]);
  });

  it("pushes a notification to its owner's room only, with what the notification says", () => {
    const action = { label: 'Open thread', url: '/courses/c1/forum?thread=t1' };
    const pushes = pushesFor(
      stored({
        type: 'NotificationRaised',
        data: {
          notificationId: 'n1',
          userId: 'u7',
          type: 'info',
          title: 'New reply in “Fractions”',
          message: 'Flip the second one.',
          priority: 'normal',
          action,
          source: { kind: 'forum_reply', courseId: 'c1', threadId: 't1', postId: 'p1' },
        },
      }),
    );
    expect(pushes).toEqual([
      {
        room: 'user:u7',
        event: 'notification',
        payload: {
          room: 'user:u7',
          position: '42',
          notification_id: 'n1',
          type: 'info',
          title: 'New reply in “Fractions”',
          message: 'Flip the second one.',
          priority: 'normal',
          action,
          source: { kind: 'forum_reply', course_id: 'c1', thread_id: 't1', post_id: 'p1' },
        },
      },
    ]);
  });

  it('pushes nothing for a course draft', () => {
    expect(
      pushesFor(
        stored({
          type: 'CourseDrafted',
          data: {
            courseId: 'c1',
            creatorId: 'u1',
            title: 'Drafty',
            subtitle: '',
            description: '',
            coverImageUrl: null,
            language: 'en',
            level: 'beginner',
            priceCents: 0,
            currency: 'USD',
            tags: [],
          },
        }),
      ),
    ).toEqual([]);
  });

  it("relays a lesson's stored changes to its lesson room only, with who made them", () => {
    const pushes = pushesFor(
      stored({ type: 'LessonDocumentUpdated', data: { courseId: 'c1', lessonId: 'x1', update: 'AQID', authorId: 'u1', textFormat: 'markdown' } }),
    );
    expect(pushes).toEqual([
      {
        room: 'lesson:c1.x1',
        event: 'content_collaboration',
        payload: { kind: 'changes', room: 'lesson:c1.x1', room_id: 'c1.x1', position: '42', changes: 'AQID', author_id: 'u1' },
      },
    ]);
  });

  it('pushes nothing for a compaction, which holds nothing new', () => {
    expect(pushesFor(stored({ type: 'LessonDocumentCompacted', data: { courseId: 'c1', lessonId: 'x1', stateAsUpdate: 'AA==', textFormat: 'markdown' } }))).toEqual([]);
  });
  it("tells only the learner's own room of a difficulty change, in the spec's snake_case words", () => {
    const pushes = pushesFor(
      stored({
        type: 'DifficultyAdjusted',
        data: {
          learnerId: 'l1',
          courseId: 'c1',
          oldLevel: 'beginner',
          newLevel: 'intermediate',
          reason: 'you answered 5 of your last 5 questions right',
          evidence: { predictedSuccess: 0.9, observedSuccess: 1, attemptIds: ['a1'] },
        },
      }),
    );
    expect(pushes).toEqual([
      {
        room: 'user:l1',
        event: 'difficulty_adjusted',
        payload: {
          room: 'user:l1',
          position: '42',
          course_id: 'c1',
          old_level: 'beginner',
          new_level: 'intermediate',
          reason: 'you answered 5 of your last 5 questions right',
        },
      },
    ]);
  });

  it("pushes an attempt's feedback and the skills it moved to the learner alone", () => {
    const feedback = pushesFor(
      stored({
        type: 'AdaptiveFeedbackGiven',
        data: { learnerId: 'l1', courseId: 'c1', quizId: 'q1', attemptId: 'a1', feedback: 'All 5 right.', wentWrong: [], nextStep: null },
      }),
    );
    expect(feedback).toEqual([
      { room: 'user:l1', event: 'adaptive_feedback', payload: { room: 'user:l1', position: '42', course_id: 'c1', attempt_id: 'a1', feedback: 'All 5 right.' } },
    ]);
    const progress = pushesFor(
      stored({
        type: 'SkillMasteryUpdated',
        data: {
          learnerId: 'l1', courseId: 'c1', quizId: 'q1', attemptId: 'a1', cause: 'graded', model: 'm', answeredAt: '2026-11-21T10:00:00.000Z',
          observations: [],
          skills: [{ skillId: 's1', skillName: 'S', before: 0.5, after: 0.6, confidence: 0.2, level: 'attempted', why: 'w', attempts: 1, correct: 1, moves: [] }],
        },
      }),
    );
    expect(progress).toEqual([{ room: 'user:l1', event: 'progress_update', payload: { room: 'user:l1', position: '42', course_id: 'c1', skill_ids: ['s1'] } }]);
  });
});
