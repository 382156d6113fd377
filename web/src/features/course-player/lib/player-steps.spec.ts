import { describe, expect, it } from 'vitest';
import { aPlayerCourse } from '../../../testing/course-fixtures';
import { isCourseFinished, resumeStepIndex, stepsOf } from './player-steps';

const lesson = (lessonId: string) => ({ lessonId, title: `Lesson ${lessonId}`, estimatedMinutes: 5, skillIds: [], blocks: [] });
const quiz = (quizId: string) => ({ quizId, title: `Quiz ${quizId}`, passingScore: 50, items: [] });

/** Two parts: lessons a1, a2 and quiz qa; lessons b1, b2 and quiz qb. */
const twoParts = (overrides: Parameters<typeof aPlayerCourse>[0] = {}) =>
  aPlayerCourse({
    modules: [
      { moduleId: 'part-a', title: 'Part A', lessons: [lesson('a1'), lesson('a2')], quizzes: [quiz('qa')] },
      { moduleId: 'part-b', title: 'Part B', lessons: [lesson('b1'), lesson('b2')], quizzes: [quiz('qb')] },
    ],
    ...overrides,
  });

const idAt = (course: ReturnType<typeof twoParts>, index: number | null) => (index === null ? null : stepsOf(course)[index]?.id);

describe('the player’s steps', () => {
  it('steps: a part’s quiz comes right after its last lesson, before the next part’s first lesson', () => {
    expect(stepsOf(twoParts()).map((step) => `${step.kind}:${step.id}`)).toEqual([
      'lesson:a1',
      'lesson:a2',
      'quiz:qa',
      'lesson:b1',
      'lesson:b2',
      'quiz:qb',
    ]);
  });

  it('resume: a learner with nothing finished starts at the first lesson', () => {
    const course = twoParts();
    expect(idAt(course, resumeStepIndex(stepsOf(course), course))).toBe('a1');
  });

  it('resume: a learner part way through a part carries on at its first unfinished lesson', () => {
    const course = twoParts({ completedLessonIds: ['a1'] });
    expect(idAt(course, resumeStepIndex(stepsOf(course), course))).toBe('a2');
  });

  it('resume: a part’s unfinished quiz comes before the next part’s lessons, even when some of those are done', () => {
    const course = twoParts({ completedLessonIds: ['a1', 'a2', 'b1'] });
    expect(idAt(course, resumeStepIndex(stepsOf(course), course))).toBe('qa');
  });

  it('resume: a passed quiz is finished, so the learner carries on after it', () => {
    const course = twoParts({ completedLessonIds: ['a1', 'a2'], passedQuizIds: ['qa'] });
    expect(idAt(course, resumeStepIndex(stepsOf(course), course))).toBe('b1');
  });

  it('all done: every lesson completed and every quiz passed leaves nothing to resume, and the course is finished', () => {
    const course = twoParts({ completedLessonIds: ['a1', 'a2', 'b1', 'b2'], passedQuizIds: ['qa', 'qb'] });
    expect(resumeStepIndex(stepsOf(course), course)).toBeNull();
    expect(isCourseFinished(stepsOf(course), course)).toBe(true);
  });

  it('all done: every lesson completed but a quiz not passed is not finished', () => {
    const course = twoParts({ completedLessonIds: ['a1', 'a2', 'b1', 'b2'], passedQuizIds: ['qa'] });
    expect(isCourseFinished(stepsOf(course), course)).toBe(false);
    expect(idAt(course, resumeStepIndex(stepsOf(course), course))).toBe('qb');
  });

  it('all done: a course without steps is never finished', () => {
    expect(isCourseFinished(stepsOf(aPlayerCourse({ modules: [] })), aPlayerCourse())).toBe(false);
  });

  it('skip badges: a lesson the placement test found known stays a step to resume at, marked skippable', () => {
    const course = twoParts({ skippableLessonIds: ['a1'] });
    const steps = stepsOf(course);
    const resumed = steps[resumeStepIndex(steps, course) ?? -1];
    expect(resumed).toMatchObject({ kind: 'lesson', id: 'a1', skippable: true });
    expect(steps.filter((step) => step.kind === 'lesson' && step.skippable).map((step) => step.id)).toEqual(['a1']);
  });
});
