import { describe, expect, it } from 'vitest';
import type { ActivityKind, LearnerActivity } from './learner-activity.js';
import { readStateOfMind } from './state-of-mind.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const now = Date.parse('2026-11-20T12:00:00Z');

/** An event `minutesAgo` before now. */
const event = (
  kind: ActivityKind,
  minutesAgo: number,
  extra: Partial<LearnerActivity> = {},
): LearnerActivity => ({
  kind,
  at: now - minutesAgo * MINUTE,
  courseId: 'course-1',
  lessonId: 'lesson-1',
  score: null,
  ...extra,
});
const quiz = (minutesAgo: number, score: number, extra: Partial<LearnerActivity> = {}) =>
  event('quiz_attempt', minutesAgo, { score, ...extra });
const lesson = (kind: 'lesson_start' | 'lesson_complete', minutesAgo: number, lessonId: string, courseId = 'c1') =>
  event(kind, minutesAgo, { lessonId, courseId });

describe('readStateOfMind', () => {
  it('is exploring with no activity, and ignores activity after now', () => {
    const expected = { state: 'exploring', reasons: ['No learning activity yet.'], since: null };
    expect(readStateOfMind([], now)).toEqual(expected);
    expect(readStateOfMind([event('mastery_gained', -5)], now)).toEqual(expected);
  });

  it('celebrates a skill mastered or an achievement in the last minutes, since the latest of them', () => {
    const reading = readStateOfMind(
      [event('mastery_gained', 6, { title: 'Fractions' }), event('achievement', 4, { title: 'Ten in a row' })],
      now,
    );
    expect(reading).toEqual({
      state: 'celebrating',
      reasons: ['Mastered Fractions.', 'Unlocked an achievement: Ten in a row.'],
      since: now - 4 * MINUTE,
    });
  });

  it('stops celebrating once the moment has passed or a failure followed', () => {
    expect(readStateOfMind([event('mastery_gained', 16)], now).state).not.toBe('celebrating');
    expect(readStateOfMind([event('mastery_gained', 5), quiz(2, 0.3)], now).state).not.toBe('celebrating');
  });

  it('celebrates a pass after a miss and an excellent pass, but not an ordinary pass', () => {
    expect(readStateOfMind([quiz(10, 0.4), quiz(3, 0.8)], now)).toEqual({
      state: 'celebrating',
      reasons: ['Passed a quiz with 80% after a miss.'],
      since: now - 3 * MINUTE,
    });
    expect(readStateOfMind([quiz(3, 0.95)], now).reasons).toEqual(['Passed a quiz with 95%.']);
    expect(readStateOfMind([quiz(3, 0.75)], now).state).not.toBe('celebrating');
  });

  it('tells alike successes once, counted, in the order first met', () => {
    const reading = readStateOfMind(
      [
        quiz(12, 0.2),
        quiz(11, 1),
        event('mastery_gained', 10, { title: 'Fractions' }),
        quiz(9, 1),
        quiz(8, 1),
        event('mastery_gained', 7, { title: 'Fractions' }),
        quiz(6, 0.9),
        quiz(5, 1),
      ],
      now,
    );
    expect(reading.reasons).toEqual(['Passed 4 quizzes with 100% after a miss.', 'Mastered Fractions.', 'Passed a quiz with 90% after a miss.']);
    expect(readStateOfMind([event('achievement', 4, { title: 'Streak' }), event('achievement', 3, { title: 'Streak' })], now).reasons).toEqual([
      'Unlocked 2 achievements: Streak.',
    ]);
  });

  it('trusts the quiz’s own verdict on passing over the default passing score', () => {
    expect(readStateOfMind([quiz(10, 0.2), quiz(3, 0.5, { passed: true })], now).state).toBe('celebrating');
  });

  it('is struggling after three failed attempts in a row, since the first of them, but not after two', () => {
    expect(readStateOfMind([quiz(20, 0.3), quiz(12, 0.5), quiz(2, 0.1)], now)).toEqual({
      state: 'struggling',
      reasons: ['3 quiz attempts in a row did not pass.'],
      since: now - 20 * MINUTE,
    });
    expect(readStateOfMind([quiz(12, 0.5), quiz(2, 0.1)], now).state).not.toBe('struggling');
  });

  it('is struggling when scores keep falling into a fail', () => {
    expect(readStateOfMind([quiz(20, 0.8), quiz(12, 0.65), quiz(2, 0.4)], now)).toEqual({
      state: 'struggling',
      reasons: ['Quiz scores are falling: 80%, 65%, 40%.'],
      since: now - 20 * MINUTE,
    });
    expect(readStateOfMind([quiz(20, 0.9), quiz(12, 0.8), quiz(2, 0.75)], now).state).not.toBe('struggling');
  });

  it('forgets failures from an earlier session', () => {
    const earlier = [quiz(300, 0.1), quiz(290, 0.1), quiz(280, 0.1)];
    expect(readStateOfMind([...earlier, lesson('lesson_start', 5, 'l9')], now).state).not.toBe('struggling');
  });

  it('is exploring when lessons are opened across courses and left unfinished', () => {
    const browsing = [
      lesson('lesson_start', 15, 'a', 'c1'),
      lesson('lesson_start', 10, 'b', 'c1'),
      lesson('lesson_start', 5, 'c', 'c2'),
    ];
    expect(readStateOfMind(browsing, now)).toEqual({
      state: 'exploring',
      reasons: ['Opened 3 lessons across 2 courses without finishing them.'],
      since: now - 15 * MINUTE,
    });
    const finishing = [...browsing.slice(0, 2), lesson('lesson_complete', 4, 'b', 'c1')];
    expect(readStateOfMind(finishing, now).reasons).not.toContain(
      'Opened 3 lessons across 2 courses without finishing them.',
    );
  });

  it('is exploring on coming back after days away to something new, not to the same lesson', () => {
    const before = [lesson('lesson_start', 4 * 24 * 60, 'old'), lesson('lesson_complete', 4 * 24 * 60 - 10, 'old')];
    expect(readStateOfMind([...before, lesson('lesson_start', 2, 'new')], now).reasons).toEqual([
      'Back after 4 days away, starting something new.',
    ]);
    expect(readStateOfMind([...before, lesson('lesson_start', 2, 'old')], now).reasons).toEqual([
      'Just getting started: no steady run of completions yet.',
    ]);
  });

  it('is exploring afresh after days without activity, whatever the last session was', () => {
    const failures = [quiz(5 * 24 * 60 + 20, 0.1), quiz(5 * 24 * 60 + 10, 0.1), quiz(5 * 24 * 60, 0.1)];
    expect(readStateOfMind(failures, now)).toEqual({
      state: 'exploring',
      reasons: ['No activity for 5 days.'],
      since: now - 5 * DAY,
    });
  });

  it('is focused on a steady run of completions in an active session, since it began', () => {
    const session = [
      lesson('lesson_start', 45, 'a'),
      lesson('lesson_complete', 30, 'a'),
      lesson('lesson_start', 29, 'b'),
      lesson('lesson_complete', 15, 'b'),
      quiz(5, 0.75),
    ];
    expect(readStateOfMind(session, now)).toEqual({
      state: 'focused',
      reasons: ['Completed 2 lessons and 1 quiz in 40 minutes without a long break.'],
      since: now - 45 * MINUTE,
    });
    const later = now + 40 * MINUTE;
    expect(readStateOfMind(session, later)).toEqual({
      state: 'exploring',
      reasons: ['Last active 45 minutes ago.'],
      since: now - 5 * MINUTE,
    });
  });
});
