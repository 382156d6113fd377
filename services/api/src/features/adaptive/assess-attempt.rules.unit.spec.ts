import type { PathwiseEvent, QuizItem } from '@pathwise/event-schemas';
import { describe, expect, it } from 'vitest';
import type { CourseState } from '../courses/index.js';
import { assessAttempt, type AttemptFacts, type MasteryEvent } from './assess-attempt.rules.js';
import { LearnerKnowledge } from './learner-knowledge.rules.js';
import { emptyMasteryHistory, foldMasteryHistory } from './mastery-history.fold.js';

const item = (itemId: string, skillIds: string[], difficulty: number): QuizItem => ({
  itemId, kind: 'true_false', prompt: `Is ${itemId} true?`, options: [], answerKey: { correctOptionIds: [], acceptedAnswers: ['yes'] },
  skillIds, difficulty, explanation: `Because of ${itemId}.`,
});

const course: CourseState = {
  courseId: 'c1', creatorId: 'creator', coAuthorIds: [], status: 'published', version: 5, publishedVersion: 5,
  aiMarks: [],
  details: { title: 'Numbers', subtitle: '', description: '', coverImageUrl: null, language: 'en', level: 'beginner', priceCents: 0, currency: 'USD', tags: [] },
  skills: [
    { skillId: 'counting', name: 'Counting', prerequisiteIds: [] },
    { skillId: 'adding', name: 'Adding', prerequisiteIds: ['counting'] },
  ],
  modules: [{
    moduleId: 'm1', title: 'M',
    lessons: [{ lessonId: 'count', title: 'Counting to ten', blocks: [], estimatedMinutes: 5, skillIds: ['counting'] }],
    quizzes: [{ quizId: 'q1', title: 'Check', passingScore: 60, items: [item('i1', ['counting'], -3), item('i2', ['counting'], -3), item('i3', ['adding'], 0)] }],
  }],
};

const knowledge = new LearnerKnowledge();
const facts = (attemptId: string, correct: boolean[], at = Date.parse('2026-11-20T10:00:00Z'), cause: AttemptFacts['cause'] = 'graded'): AttemptFacts => ({
  cause, learnerId: 'l1', courseId: 'c1', quizId: 'q1', attemptId, at,
  results: ['i1', 'i2', 'i3'].map((itemId, index) => ({ itemId, correct: correct[index]! })),
});
const ofType = <T extends MasteryEvent['type']>(events: MasteryEvent[], type: T) =>
  events.filter((event): event is Extract<MasteryEvent, { type: T }> => event.type === type);

describe('assessing an attempt', () => {
  it('records every skill the attempt moved, item by item, with the prediction made before each answer', () => {
    const events = assessAttempt(knowledge, emptyMasteryHistory, course, facts('a1', [true, true, false]), 'beginner');
    const [mastery] = ofType(events, 'SkillMasteryUpdated');
    expect(mastery!.data.observations.map(({ itemId, correct }) => [itemId, correct])).toEqual([['i1', true], ['i2', true], ['i3', false]]);
    for (const observation of mastery!.data.observations) expect(observation.predicted).toBeGreaterThan(0);
    const counting = mastery!.data.skills.find((skill) => skill.skillId === 'counting')!;
    const adding = mastery!.data.skills.find((skill) => skill.skillId === 'adding')!;
    expect(counting.moves.map((move) => move.itemId)).toEqual(['i1', 'i2']);
    for (const move of counting.moves) expect(move.after).toBeGreaterThan(move.before);
    expect(adding.moves).toEqual([{ itemId: 'i3', correct: false, before: expect.any(Number), after: expect.any(Number) }]);
    expect(adding.after).toBeLessThan(adding.before);
    expect(counting.moves[0]!.before).toBe(counting.before);
    // The wrong answer on adding came after, and the model shares ability across skills: it is in counting's final value.
    expect(counting.after).toBeLessThan(counting.moves.at(-1)!.after);
    expect(ofType(events, 'AdaptiveFeedbackGiven')[0]!.data.wentWrong).toEqual([{ itemId: 'i3', skillIds: ['adding'], explanation: 'Because of i3.' }]);
  });

  it('decides the same events from the same history, so a replay reproduces them', () => {
    const first = assessAttempt(knowledge, emptyMasteryHistory, course, facts('a1', [true, false, true]), 'beginner');
    expect(assessAttempt(new LearnerKnowledge(), emptyMasteryHistory, course, facts('a1', [true, false, true]), 'beginner')).toEqual(first);
  });

  it('continues from the history: a second attempt starts where the first left the skill', () => {
    const first = assessAttempt(knowledge, emptyMasteryHistory, course, facts('a1', [true, true, true]), 'beginner');
    const history = foldMasteryHistory(first, () => 'beginner');
    const second = assessAttempt(knowledge, history, course, facts('a2', [true, true, true], Date.parse('2026-11-20T10:05:00Z')), 'beginner');
    const before = ofType(first, 'SkillMasteryUpdated')[0]!.data.skills.find((skill) => skill.skillId === 'counting')!;
    const after = ofType(second, 'SkillMasteryUpdated')[0]!.data.skills.find((skill) => skill.skillId === 'counting')!;
    expect(after.before).toBeCloseTo(before.after, 2);
    expect(after.attempts).toBe(4);
  });

  it('on a regrade restates the attempt with its corrected results, schedules nothing and gives no new feedback', () => {
    const graded = assessAttempt(knowledge, emptyMasteryHistory, course, facts('a1', [false, false, true]), 'beginner');
    const history = foldMasteryHistory(graded, () => 'beginner');
    const regraded = assessAttempt(knowledge, history, course, facts('a1', [true, true, true], Date.parse('2026-11-21T10:00:00Z'), 'regraded'), 'beginner');
    expect(regraded.map((event) => event.type)).toEqual(['SkillMasteryUpdated']);
    const [mastery] = ofType(regraded, 'SkillMasteryUpdated');
    expect(mastery!.data.answeredAt).toBe('2026-11-20T10:00:00.000Z');
    const counting = mastery!.data.skills.find((skill) => skill.skillId === 'counting')!;
    expect(counting.after).toBeGreaterThan(counting.before);
    expect(counting.correct).toBe(2);
    expect(foldMasteryHistory([...graded, ...regraded], () => 'beginner').attempts).toHaveLength(1);
  });

  it('adjusts the difficulty once the answers since the last change are far above the target band', () => {
    const log: MasteryEvent[] = [];
    const easy: CourseState = { ...course, modules: [{ ...course.modules[0]!, quizzes: [{ ...course.modules[0]!.quizzes[0]!, items: ['i1', 'i2', 'i3'].map((id) => item(id, ['counting'], -3.5)) }] }] };
    const adjustments: PathwiseEvent[] = [];
    for (const [index, attemptId] of ['a1', 'a2'].entries()) {
      const events = assessAttempt(knowledge, foldMasteryHistory(log, () => 'beginner'), easy, facts(attemptId, [true, true, true], Date.parse('2026-11-20T10:00:00Z') + index * 60_000), 'beginner');
      adjustments.push(...ofType(events, 'DifficultyAdjusted'));
      log.push(...events);
    }
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]!.data).toMatchObject({ oldLevel: 'beginner', newLevel: 'intermediate', evidence: { observedSuccess: 1, attemptIds: ['a1', 'a2'] } });
  });
});
