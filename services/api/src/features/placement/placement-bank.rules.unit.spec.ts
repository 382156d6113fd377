import type { PathwiseEvent, QuizItem } from '@pathwise/event-schemas';
import { describe, expect, it } from 'vitest';
import { placementBank, placementStopping } from './placement-bank.rules.js';

const item = (itemId: string, difficulty: number, skillIds: string[]): QuizItem => ({
  itemId,
  kind: 'true_false',
  prompt: 'Is it?',
  options: [{ optionId: 't', text: 'True' }, { optionId: 'f', text: 'False' }],
  answerKey: { correctOptionIds: ['t'], acceptedAnswers: [] },
  skillIds,
  difficulty,
  explanation: 'It is.',
});
const courseId = 'course-1';
const log = (events: PathwiseEvent[]) => events.map((event, index) => ({ ...event, streamVersion: index + 1 }));
const events = log([
  { type: 'CourseDrafted', data: { courseId, creatorId: 'u1', title: 'Arithmetic', subtitle: '', description: '', coverImageUrl: null, language: 'en', level: 'beginner', priceCents: 0, currency: 'USD', tags: [] } },
  { type: 'ModuleAdded', data: { courseId, moduleId: 'm1', title: 'Basics' } },
  { type: 'LessonAdded', data: { courseId, moduleId: 'm1', lessonId: 'adding', title: 'Adding', blocks: [], estimatedMinutes: 5, skillIds: ['addition'] } },
  { type: 'QuizAdded', data: { courseId, moduleId: 'm1', quizId: 'q1', title: 'One', passingScore: 50, items: [item('a', -1, ['addition']), item('b', 2, ['addition'])] } },
  { type: 'QuizAdded', data: { courseId, moduleId: 'm1', quizId: 'q2', title: 'Two', passingScore: 50, items: [item('a', 3, []), item('c', 0, [])] } },
  { type: 'CoursePublished', data: { courseId } },
  { type: 'AnswerKeyCorrected', data: { courseId, quizId: 'q1', itemId: 'b', answerKey: { correctOptionIds: ['f'], acceptedAnswers: [] }, reason: 'Typo' } },
  { type: 'QuizRemoved', data: { courseId, quizId: 'q2' } },
]);

describe('placementBank', () => {
  it('takes the published version\'s items with a = 1 and b = difficulty, counts a repeated item id once and applies later key corrections', () => {
    const bank = placementBank(events, 6, new Map())!;
    expect(bank.items.map(({ itemId, quizId, a, b }) => ({ itemId, quizId, a, b }))).toEqual([
      { itemId: 'a', quizId: 'q1', a: 1, b: -1 },
      { itemId: 'b', quizId: 'q1', a: 1, b: 2 },
      { itemId: 'c', quizId: 'q2', a: 1, b: 0 },
    ]);
    expect(bank.items[1]!.answerKey.correctOptionIds).toEqual(['f']);
    expect(bank.items[0]!.view).not.toHaveProperty('answerKey');
    expect(bank.lessons).toEqual([{ lessonId: 'adding', skillIds: ['addition'] }]);
  });

  it('uses calibrated parameters where they exist', () => {
    const bank = placementBank(events, 6, new Map([['b', { a: 1.7, b: 1.2 }]]))!;
    expect(bank.items.find((each) => each.itemId === 'b')).toMatchObject({ a: 1.7, b: 1.2 });
  });

  it('stops at SE 0.5 after 5 to 20 items, fewer when the bank is smaller', () => {
    expect(placementStopping(40)).toEqual({ seTarget: 0.5, minItems: 5, maxItems: 20 });
    expect(placementStopping(3)).toEqual({ seTarget: 0.5, minItems: 3, maxItems: 3 });
  });
});
