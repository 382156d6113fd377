import { describe, expect, it } from 'vitest';
import { httpErrorFor } from '../../http/domain-problems.js';
import { ConflictError } from '../../http/http-errors.js';
import { foldState } from '../../kernel/decider.js';
import { deciderSpecification } from '../../testing/decider-specification.js';
import type { PlacementBank, PlacementBankItem } from './placement-bank.rules.js';
import { placementTestDecider, type PlacementCommand, type PlacementEvent, type PlacementState } from './placement-test.decider.js';

const now = new Date('2026-11-23T10:00:00Z');
const item = (itemId: string, b: number, skillIds: string[]): PlacementBankItem => ({
  itemId,
  quizId: 'quiz-1',
  a: 1,
  b,
  skillIds,
  answerKey: { correctOptionIds: ['yes'], acceptedAnswers: [] },
  view: { itemId, kind: 'true_false', prompt: `Item ${itemId}?`, options: [{ optionId: 'yes', text: 'Yes' }, { optionId: 'no', text: 'No' }], skillIds, difficulty: b },
});
const bank: PlacementBank = {
  courseVersion: 3,
  items: [
    ...Array.from({ length: 8 }, (_, index) => item(`add-${index}`, -2 + index * 0.5, ['addition'])),
    ...Array.from({ length: 8 }, (_, index) => item(`mul-${index}`, -1.5 + index * 0.5, ['multiplication'])),
  ],
  lessons: [{ lessonId: 'adding', skillIds: ['addition'] }, { lessonId: 'multiplying', skillIds: ['multiplication'] }, { lessonId: 'intro', skillIds: [] }],
};

const given = deciderSpecification(placementTestDecider, { id: 'test-1' });
const startTest = (learnerId = 'ada', testId = 'test-1', testBank = bank): PlacementCommand => ({
  type: 'StartPlacementTest',
  data: { testId, learnerId, courseId: 'course-1', bank: testBank },
  metadata: { now },
});
const answerItem = (itemId: string): PlacementCommand => ({ type: 'AnswerPlacementItem', data: { answer: { itemId, optionIds: ['yes'], text: null }, bank }, metadata: { now } });
const fold = (events: readonly PlacementEvent[]): PlacementState => foldState(placementTestDecider, 'test-1', events);
const start = () => placementTestDecider.decide(startTest(), placementTestDecider.initialState('test-1'));

/** Answers every asked item, right when `knows` says so, until the test completes. */
function takeTest(knows: (itemId: string) => boolean) {
  const events: PlacementEvent[] = [...start()];
  for (let guard = 0; guard < 50; guard++) {
    const state = fold(events);
    if (state.completed) return { events, state };
    const itemId = state.askedItemId!;
    const answer = { itemId, optionIds: [knows(itemId) ? 'yes' : 'no'], text: null };
    events.push(...placementTestDecider.decide({ type: 'AnswerPlacementItem', data: { answer, bank }, metadata: { now } }, state));
  }
  throw new Error('The test never ended');
}

describe('placement test decider', () => {
  it('starts on the published version with an item of the bank asked first', () => {
    const [started] = start();
    expect(started).toMatchObject({ type: 'PlacementTestStarted', data: { testId: 'test-1', learnerId: 'ada', courseVersion: 3, bankSize: 16 } });
    expect(bank.items.map((each) => each.itemId)).toContain(started!.type === 'PlacementTestStarted' ? started!.data.firstItemId : '');
  });

  it('starting again with the same id and learner changes nothing; another learner with that id is a conflict', () => {
    given(...start()).when(startTest('ada')).then([]);
    expect(httpErrorFor(given(...start()).when(startTest('bob')).rejects('conflict'))).toBeInstanceOf(ConflictError);
  });

  it('refuses to start on a course without quiz items', () => {
    const empty = { ...bank, items: [] };
    given().when(startTest('ada', 't', empty)).rejects(undefined, /no quiz items/);
  });

  it('grades on the server, then completes with addition mastered and its lesson skipped for a learner who knows only addition', () => {
    const { events, state } = takeTest((itemId) => itemId.startsWith('add-'));
    const completed = events.at(-1)!;
    expect(completed.type).toBe('PlacementTestCompleted');
    expect(state.answers.length).toBeGreaterThanOrEqual(5);
    expect(state.answers.length).toBeLessThanOrEqual(16);
    expect(state.answers.every((answer) => answer.correct === answer.itemId.startsWith('add-'))).toBe(true);
    expect(state.completed!.masteredSkillIds).toEqual(['addition']);
    expect(state.completed!.skippedLessonIds).toEqual(['adding']);
    const multiplication = state.completed!.skills.find((skill) => skill.skillId === 'multiplication')!;
    expect(multiplication.ability.theta).toBeLessThan(0);
  });

  it('skips every skill-tagged lesson for a learner who answers everything right', () => {
    const { state } = takeTest(() => true);
    expect(state.ability.theta).toBeGreaterThan(1);
    expect(state.completed!.masteredSkillIds).toEqual(['addition', 'multiplication']);
    expect(state.completed!.skippedLessonIds).toEqual(['adding', 'multiplying']);
  });

  it('replays to the same items for the same answers', () => {
    const asked = () => takeTest((itemId) => itemId.endsWith('1') || itemId.startsWith('add')).state.answers.map((answer) => answer.itemId);
    expect(asked()).toEqual(asked());
  });

  it('refuses an item not asked, an item answered before and any answer after completion, naming itemId', () => {
    const events = start();
    const { state } = given(...events);
    const other = bank.items.find((each) => each.itemId !== state.askedItemId)!.itemId;
    given(...events).when(answerItem(other)).rejects(undefined, /not the item this test asked/);
    const answered = placementTestDecider.decide(answerItem(state.askedItemId!), state);
    given(...events, ...answered).when(answerItem(state.askedItemId!)).rejects(undefined, /already answered/);
    const done = takeTest(() => false).events;
    const error = httpErrorFor(given(...done).when(answerItem(bank.items[0]!.itemId)).rejects());
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.errors).toEqual([{ pointer: '#/body/itemId', detail: 'This placement test is already completed' }]);
  });
});
