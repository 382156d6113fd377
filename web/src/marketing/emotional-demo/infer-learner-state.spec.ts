import { describe, expect, it } from 'vitest';
import { inferLearnerState, type SimulatedEvent } from './infer-learner-state';

const start = (lessonId: string): SimulatedEvent => ({ type: 'lesson_start', lessonId });
const complete = (lessonId: string): SimulatedEvent => ({ type: 'lesson_complete', lessonId });
const right: SimulatedEvent = { type: 'quiz_attempt', score: 100 };
const wrong: SimulatedEvent = { type: 'quiz_attempt', score: 20 };
const achievement: SimulatedEvent = { type: 'achievement_unlocked' };

describe('inferLearnerState', () => {
  it('assumes focus when nothing has happened yet', () => {
    expect(inferLearnerState([])).toEqual({ state: 'focused', reason: 'noSignal', count: 0 });
  });

  it('reads two misses in a row as struggling, and counts them', () => {
    expect(inferLearnerState([start('a'), wrong]).state).toBe('focused');
    expect(inferLearnerState([start('a'), wrong, wrong])).toEqual({ state: 'struggling', reason: 'repeatedFailures', count: 2 });
    expect(inferLearnerState([start('a'), wrong, wrong, wrong]).count).toBe(3);
  });

  it('celebrates an achievement, whatever came before', () => {
    expect(inferLearnerState([wrong, wrong, achievement])).toEqual({ state: 'celebrating', reason: 'achievement', count: 1 });
  });

  it('celebrates a streak and a comeback after misses', () => {
    expect(inferLearnerState([right, right, right])).toMatchObject({ state: 'celebrating', reason: 'streak', count: 3 });
    expect(inferLearnerState([wrong, wrong, right])).toMatchObject({ state: 'celebrating', reason: 'comeback', count: 2 });
    expect(inferLearnerState([wrong, wrong, right, right]).state).toBe('focused');
  });

  it('reads lessons opened one after another as exploring', () => {
    expect(inferLearnerState([start('a'), start('b'), start('c')])).toMatchObject({ state: 'exploring', count: 3 });
    expect(inferLearnerState([start('a'), start('a'), start('b')]).state).toBe('focused');
  });

  it('lets a finished lesson close a rough patch', () => {
    expect(inferLearnerState([wrong, wrong, start('b')]).state).toBe('struggling');
    expect(inferLearnerState([wrong, wrong, complete('a')]).state).toBe('focused');
    expect(inferLearnerState([wrong, wrong, complete('a'), wrong]).state).toBe('focused');
  });
});
