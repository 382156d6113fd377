import { describe, expect, it } from 'vitest';
import type { SkillMasteryLevel } from '../mastery/mastery-level.js';
import { sigmoid } from '../shared/logistic.js';
import type { CourseOutline, SuccessPredictor } from './course-outline.js';
import { type ContentRequest, nextBestContent } from './next-best-content.js';

const DAY = 86_400_000;
const now = Date.parse('2026-11-20T12:00:00Z');

const outline: CourseOutline = {
  courseId: 'course-1',
  skills: [
    { skillId: 'counting', name: 'Counting', prerequisiteIds: [] },
    { skillId: 'addition', name: 'Addition', prerequisiteIds: ['counting'] },
    { skillId: 'multiplication', name: 'Multiplication', prerequisiteIds: ['addition'] },
    { skillId: 'fractions', name: 'Fractions', prerequisiteIds: ['multiplication'] },
  ],
  lessons: [
    { lessonId: 'l-counting', title: 'Counting', skillIds: ['counting'] },
    { lessonId: 'l-addition', title: 'Adding up', skillIds: ['addition'] },
    { lessonId: 'l-times', title: 'Times tables', skillIds: ['multiplication'] },
    { lessonId: 'l-fractions', title: 'Fractions', skillIds: ['fractions'] },
    { lessonId: 'l-mixed', title: 'Mixed practice', skillIds: ['addition', 'multiplication'] },
  ],
  quizzes: [
    {
      quizId: 'q-addition',
      title: 'Addition quiz',
      items: [
        { skillIds: ['addition'], difficulty: -1 },
        { skillIds: ['addition'], difficulty: 0 },
      ],
    },
    { quizId: 'q-times', title: 'Times quiz', items: [{ skillIds: ['multiplication'], difficulty: 0 }] },
    { quizId: 'q-counting', title: 'Counting check', items: [{ skillIds: ['counting'], difficulty: -2 }] },
  ],
};

/** Easier items are likelier right: 73% at b = 0, 88% at b = -1. */
const predictSuccess: SuccessPredictor = (_skillIds, difficulty) => sigmoid(1 - (difficulty ?? 0));

type RequestOverrides = Partial<Omit<ContentRequest, 'levels'>> & { levels?: Record<string, SkillMasteryLevel> };

const request = (overrides: RequestOverrides) => {
  const { levels, ...rest } = overrides;
  return nextBestContent({
    outline,
    contentType: 'lesson',
    reviews: [],
    now,
    predictSuccess,
    ...rest,
    levels: new Map(Object.entries(levels ?? {})),
  });
};

const midway = { counting: 'mastered', addition: 'proficient' } as const;

describe('nextBestContent', () => {
  it('starts a new learner at the root of the graph, with its reason and predicted success', () => {
    const plan = request({});
    expect(plan.content).toEqual({
      kind: 'lesson',
      courseId: 'course-1',
      lessonId: 'l-counting',
      quizId: null,
      skillIds: ['counting'],
      title: 'Counting',
      reason: 'Covers Counting, ready to learn: it has no prerequisites.',
      predictedSuccess: sigmoid(1),
    });
    expect(plan.alternatives).toEqual([]);
    expect(plan.dueReviews).toEqual([]);
  });

  it('prefers the lesson covering most frontier skills, and one not yet completed', () => {
    const plan = request({ levels: midway });
    expect(plan.content?.lessonId).toBe('l-mixed');
    expect(plan.content?.reason).toBe(
      'Covers Addition and Multiplication, ready to learn now that you are proficient in Counting.',
    );
    expect(plan.alternatives.map((s) => s.lessonId)).toEqual(['l-addition', 'l-times']);
    const afterMixed = request({ levels: midway, completedLessonIds: new Set(['l-mixed']) });
    expect([afterMixed.content, ...afterMixed.alternatives].map((s) => s?.lessonId)).toEqual([
      'l-addition',
      'l-times',
      'l-mixed',
    ]);
    // A finished lesson comes last and says what it is: a review, not the next thing to learn.
    expect(afterMixed.alternatives.at(-1)).toMatchObject({ kind: 'review', lessonId: 'l-mixed' });
    expect(afterMixed.alternatives.at(-1)?.reason).toMatch(/^A review: you have finished this lesson\. Covers Addition/);
    const allFinished = request({ levels: midway, completedLessonIds: new Set(outline.lessons.map((lesson) => lesson.lessonId)) });
    expect(allFinished.content).toMatchObject({ kind: 'review', lessonId: 'l-mixed' });
  });

  it('breaks a tie between otherwise equal lessons by the learner’s observed study preference, and only a tie', () => {
    const withFormats: CourseOutline = {
      ...outline,
      lessons: outline.lessons.map((lesson) =>
        lesson.lessonId === 'l-times' ? { ...lesson, modalities: ['video'] } : { ...lesson, modalities: ['text'] },
      ),
    };
    const order = (learningStyle: 'visual' | 'reading' | 'auditory' | 'unknown') => {
      const plan = request({ outline: withFormats, levels: midway, learningStyle });
      return [plan.content, ...plan.alternatives].map((s) => s?.lessonId);
    };
    // l-mixed covers two frontier skills: a preference never outranks that.
    expect(order('visual')).toEqual(['l-mixed', 'l-times', 'l-addition']);
    expect(order('reading')).toEqual(['l-mixed', 'l-addition', 'l-times']);
    expect(order('auditory')).toEqual(['l-mixed', 'l-addition', 'l-times']);
    expect(order('unknown')).toEqual(['l-mixed', 'l-addition', 'l-times']);
  });

  it('picks the quiz whose predicted success sits nearest the middle of the target band', () => {
    const plan = request({ levels: midway, contentType: 'quiz' });
    expect(plan.content?.quizId).toBe('q-times');
    expect(plan.content?.reason).toBe(
      'Practises Multiplication, ready to learn now that you are proficient in Addition (73% predicted success).',
    );
    expect(plan.alternatives.map((s) => s.quizId)).toEqual(['q-addition']);
    expect(plan.alternatives[0]?.predictedSuccess).toBeCloseTo((sigmoid(2) + sigmoid(1)) / 2);
  });

  it('prefers content whose IRT difficulty fits the served level', () => {
    const quizzes = (level: 'beginner' | 'advanced') =>
      request({ levels: midway, contentType: 'quiz', level }).content?.quizId;
    expect(quizzes('beginner')).toBe('q-addition');
    expect(quizzes('advanced')).toBe('q-times');
    const upToTimes = { counting: 'mastered', addition: 'mastered' } as const;
    expect(request({ levels: upToTimes }).content?.lessonId).toBe('l-times');
    expect(request({ levels: upToTimes, level: 'beginner' }).content?.lessonId).toBe('l-mixed');
  });

  it('fills the gap before a targeted skill that is not ready yet', () => {
    const plan = request({
      levels: { counting: 'mastered', addition: 'mastered', multiplication: 'attempted' },
      targetSkillIds: ['fractions'],
    });
    expect(plan.content?.lessonId).toBe('l-times');
    expect(plan.content?.reason).toBe('Covers Multiplication, which Fractions needs first.');
  });

  it('serves the most overdue review first for a review request, as a quiz on the skill', () => {
    const levels = { counting: 'mastered', addition: 'mastered' } as const;
    const reviews = [
      { skillId: 'addition', due: now - DAY },
      { skillId: 'counting', due: now - 3 * DAY },
      { skillId: 'multiplication', due: now - 5 * DAY },
    ];
    const plan = request({ levels, reviews, contentType: 'review' });
    expect(plan.content).toMatchObject({ kind: 'review', quizId: 'q-counting', skillIds: ['counting'] });
    expect(plan.content?.reason).toBe('Review Counting: mastered, and due for review since 2026-11-17.');
    expect(plan.alternatives.map((s) => s.quizId)).toEqual(['q-addition']);
    expect(request({ levels, reviews }).dueReviews.map((s) => s.skillIds[0])).toEqual(['counting', 'addition']);
  });

  it('falls back to learning when no review is due, and to a review when nothing is left to learn', () => {
    const notDue = [{ skillId: 'counting', due: now + DAY }];
    const review = request({ levels: { counting: 'mastered' }, reviews: notDue, contentType: 'review' });
    expect(review.content?.lessonId).toBe('l-addition');
    expect(review.dueReviews).toEqual([]);
    const allMastered = Object.fromEntries(outline.skills.map((s) => [s.skillId, 'mastered' as const]));
    const due = [{ skillId: 'fractions', due: now }];
    const lesson = request({ levels: allMastered, reviews: due });
    expect(lesson.content).toMatchObject({ kind: 'review', lessonId: 'l-fractions', quizId: null });
    expect(request({ levels: allMastered }).content).toBeNull();
  });

  it('offers a targeted mastered skill for review even before it is due', () => {
    const plan = request({
      levels: { counting: 'mastered' },
      reviews: [{ skillId: 'counting', due: now + 2 * DAY }],
      targetSkillIds: ['counting'],
    });
    expect(plan.content?.reason).toBe('Review Counting: already mastered; its next review is due on 2026-11-22.');
    expect(plan.dueReviews).toEqual([]);
  });

  it('follows the outline when nothing is tagged with a ready skill, and suggests nothing for an empty course', () => {
    const untagged: CourseOutline = {
      ...outline,
      lessons: [{ lessonId: 'l-x', title: 'Intro', skillIds: [] }],
      quizzes: [],
    };
    const plan = request({ outline: untagged });
    expect(plan.content?.lessonId).toBe('l-x');
    expect(plan.content?.reason).toMatch(/^Next in the course outline/);
    const empty: CourseOutline = { courseId: 'c', skills: [], lessons: [], quizzes: [] };
    for (const contentType of ['lesson', 'quiz', 'review'] as const) {
      expect(request({ outline: empty, contentType })).toEqual({ content: null, alternatives: [], dueReviews: [] });
    }
  });

  it('keeps predicted success within 0..1 whatever the predictor returns', () => {
    const plan = request({ predictSuccess: () => 1.7 });
    expect(plan.content?.predictedSuccess).toBe(1);
  });
});
