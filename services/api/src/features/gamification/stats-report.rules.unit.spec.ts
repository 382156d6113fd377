import { describe, expect, it } from 'vitest';
import { gamificationDecider } from './gamification.decider.js';
import type { GamificationState } from './gamification.state.js';
import { unbackedFields } from './stats-report.rules.js';

const recorded: GamificationState = { ...gamificationDecider.initialState('learner-1'), xp: 250, level: 2, points: 100, streakDays: 3 };

describe('stats report check', () => {
  it('a report that matches the record, or is behind it, is backed', () => {
    expect(unbackedFields({ xp: 250, level: 2, streak_days: 3 }, recorded)).toEqual([]);
    expect(unbackedFields({ xp: 10, level: 1, streak_days: 0 }, recorded)).toEqual([]);
  });

  it('a higher xp, level or streak than recorded is unbacked, field by field', () => {
    expect(unbackedFields({ xp: 251, level: 9, streak_days: 3 }, recorded)).toEqual(['xp', 'level']);
    expect(unbackedFields({ streak_days: 4 }, recorded)).toEqual(['streak_days']);
  });

  it('points gained are never backed, and points stand in for points_gained when it is absent', () => {
    expect(unbackedFields({ points_gained: 5 }, recorded)).toEqual(['points_gained']);
    expect(unbackedFields({ points: 5 }, recorded)).toEqual(['points_gained']);
    expect(unbackedFields({ points: 500 }, recorded)).toEqual(['points', 'points_gained']);
    expect(unbackedFields({ points: 500, points_gained: 0 }, recorded)).toEqual(['points']);
  });

  it('quiz_completed is backed only by a recorded quiz pass', () => {
    expect(unbackedFields({ quiz_completed: true }, recorded)).toEqual(['quiz_completed']);
    expect(unbackedFields({ quiz_completed: true }, { ...recorded, quizPasses: 1 })).toEqual([]);
    expect(unbackedFields({ quiz_completed: false }, recorded)).toEqual([]);
  });
});
