import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { describe, expect, it } from 'vitest';
import { learningEvent } from '../../testing/learning-events.js';
import { RECENT_ADJUSTMENTS_KEPT, RECENT_EVENTS_KEPT, foldLearnerProfile } from './learner-profile.fold.js';
import { STUDY_DAYS_KEPT } from './learner-study.fold.js';

let position = 0n;
const stored = (event: PathwiseEvent, recordedAt = new Date('2026-11-20T10:00:00Z')): StoredEvent<PathwiseEvent> => {
  position += 1n;
  return { ...event, id: `e${position}`, streamId: 's', streamVersion: 1, schemaVersion: 1, position, transactionId: 1n, recordedAt, metadata: {} } as StoredEvent<PathwiseEvent>;
};

const mastery = (attemptId: string, cause: 'graded' | 'regraded', correct: boolean[], after: number): PathwiseEvent => ({
  type: 'SkillMasteryUpdated',
  data: {
    learnerId: 'l1', courseId: 'c1', quizId: 'q1', attemptId, cause, model: 'm', answeredAt: '2026-11-20T10:00:00.000Z',
    observations: correct.map((right, index) => ({ itemId: `i${index}`, skillIds: ['s1'], correct: right, difficulty: 0, predicted: 0.55 })),
    skills: [{
      skillId: 's1', skillName: 'Skill one', before: 0.5, after, confidence: 0.3, level: 'attempted', why: 'Attempted: ...',
      attempts: correct.length, correct: correct.filter(Boolean).length,
      moves: correct.map((right, index) => ({ itemId: `i${index}`, correct: right, before: 0.5, after })),
    }],
  },
});

const adjusted = (index: number): PathwiseEvent => ({
  type: 'DifficultyAdjusted',
  data: { learnerId: 'l1', courseId: 'c1', oldLevel: 'beginner', newLevel: 'intermediate', reason: `r${index}`, evidence: { predictedSuccess: 0.9, observedSuccess: 1, attemptIds: ['a'] } },
});

describe('learner profile fold', () => {
  it("keeps the newest 99 learning events and 9 adjustments, newest first, and only the learner's own", () => {
    const events = [
      ...Array.from({ length: 120 }, (_, index) => stored(learningEvent('l1', 'c1', 'lesson_start', { timeSpentSeconds: index }))),
      stored(learningEvent('someone-else', 'c1', 'lesson_start')),
      ...Array.from({ length: 12 }, (_, index) => stored(adjusted(index))),
    ];
    const state = foldLearnerProfile('l1', events);
    expect(state.recentEvents).toHaveLength(RECENT_EVENTS_KEPT);
    expect(state.recentEvents[0]!.timeSpent).toBe(119);
    expect(state.recentAdjustments).toHaveLength(RECENT_ADJUSTMENTS_KEPT);
    expect(state.recentAdjustments[0]!.reason).toBe('r11');
    expect(state.difficulty).toEqual({ c1: 'intermediate' });
    expect(state.totals.timeSpentSeconds).toBe((119 * 120) / 2);
    expect(state.position).toBe(String(position));
  });

  it("replaces a regraded attempt's evidence and counts its answers once in the calibration", () => {
    const state = foldLearnerProfile('l1', [stored(mastery('a1', 'graded', [false, false], 0.4)), stored(mastery('a1', 'regraded', [true, true], 0.7))]);
    const skill = state.skills['c1/s1']!;
    expect(skill.probability).toBe(0.7);
    expect(skill.evidence.map((each) => each.correct)).toEqual([true, true]);
    expect(state.calibration.reduce((sum, bin) => sum + bin.count, 0)).toBe(2);
    expect(state.totals).toMatchObject({ attempts: 2, correct: 0 });
    expect(state.masteryTimeline.map((point) => point.probability)).toEqual([0.4, 0.7]);
  });

  it('gives the same state folded at once or page by page', () => {
    const events = [stored(learningEvent('l1', 'c1', 'quiz_attempt')), stored(mastery('a2', 'graded', [true], 0.6)), stored(adjusted(1))];
    const paged = foldLearnerProfile('l1', events.slice(1), foldLearnerProfile('l1', events.slice(0, 1)));
    expect(paged).toEqual(foldLearnerProfile('l1', events));
  });

  it('adds up study per UTC day and modality: a lesson shared among its modalities, a quiz as practice, an opening as nothing', () => {
    const at = (iso: string) => ({ occurredAt: iso });
    const state = foldLearnerProfile('l1', [
      stored(learningEvent('l1', 'c1', 'lesson_start', { ...at('2026-11-20T08:00:00+02:00'), timeSpentSeconds: 0, contentModalities: ['video'] })),
      stored(learningEvent('l1', 'c1', 'lesson_complete', { ...at('2026-11-20T08:30:00+02:00'), timeSpentSeconds: 600, contentModalities: ['video', 'text'] })),
      stored(learningEvent('l1', 'c1', 'lesson_complete', { ...at('2026-11-20T01:30:00+02:00'), timeSpentSeconds: 300, contentModalities: ['video'] })),
      stored(learningEvent('l1', 'c1', 'quiz_attempt', { ...at('2026-11-20T09:00:00Z'), timeSpentSeconds: 120, contentModalities: [] })),
      stored(learningEvent('l1', 'c1', 'lesson_complete', { ...at('2026-11-20T09:30:00Z'), timeSpentSeconds: 120, contentModalities: [] })),
    ]);
    expect(state.study).toEqual([
      { day: '2026-11-19', modality: 'video', seconds: 300, finished: 1 },
      { day: '2026-11-20', modality: 'practice', seconds: 120, finished: 1 },
      { day: '2026-11-20', modality: 'text', seconds: 300, finished: 0.5 },
      { day: '2026-11-20', modality: 'video', seconds: 300, finished: 0.5 },
    ]);
  });

  it(`keeps study of the last ${STUDY_DAYS_KEPT} days before the newest only`, () => {
    const day = (n: number) => new Date(Date.UTC(2026, 9, 1) + n * 86_400_000).toISOString();
    const events = [0, 1, STUDY_DAYS_KEPT].map((n) => stored(learningEvent('l1', 'c1', 'lesson_complete', { occurredAt: day(n), contentModalities: ['text'] })));
    expect(foldLearnerProfile('l1', events).study.map((entry) => entry.day)).toEqual([day(1).slice(0, 10), day(STUDY_DAYS_KEPT).slice(0, 10)]);
  });
});
