import { randomUUID } from 'node:crypto';
import { streamId, type PathwiseEvent, type QuizItem } from '@pathwise/event-schemas';
import type { PlacementTestResponse } from '@pathwise/contracts';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenEnrolment, sendJson } from '../../testing/course-fixtures.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { placementStreamId } from './placement-tests.commands.js';

const quizItem = (itemId: string, skillId: string, difficulty: number): QuizItem => ({
  itemId,
  kind: 'multiple_choice',
  prompt: `Question ${itemId}`,
  options: [{ optionId: 'right', text: 'Right' }, { optionId: 'wrong', text: 'Wrong' }],
  answerKey: { correctOptionIds: ['right'], acceptedAnswers: [] },
  skillIds: [skillId],
  difficulty,
  explanation: 'Because.',
});

/** A published course teaching addition and multiplication, a lesson on each, and a quiz of 6 items on each. */
async function givenPlacementCourse(store: { append: (stream: string, events: PathwiseEvent[], options: { expectedVersion: 'no_stream' }) => Promise<unknown> }, creatorId: string) {
  const courseId = `course-${randomUUID().slice(0, 8)}`;
  const items = [-1.5, -1, -0.5, 0, 0.5, 1].flatMap((difficulty, index) => [quizItem(`add-${index}`, 'addition', difficulty), quizItem(`mul-${index}`, 'multiplication', difficulty)]);
  const lesson = (lessonId: string, skillIds: string[]): PathwiseEvent => ({
    type: 'LessonAdded',
    data: { courseId, moduleId: 'module-1', lessonId, title: `Lesson ${lessonId}`, blocks: [], estimatedMinutes: 10, skillIds },
  });
  await store.append(streamId('course', courseId), [
    { type: 'CourseDrafted', data: { courseId, creatorId, title: 'Arithmetic', subtitle: '', description: '', coverImageUrl: null, language: 'en', level: 'beginner', priceCents: 0, currency: 'USD', tags: [] } },
    { type: 'SkillDefined', data: { courseId, skillId: 'addition', name: 'Addition', prerequisiteIds: [] } },
    { type: 'SkillDefined', data: { courseId, skillId: 'multiplication', name: 'Multiplication', prerequisiteIds: ['addition'] } },
    { type: 'ModuleAdded', data: { courseId, moduleId: 'module-1', title: 'Basics' } },
    lesson('welcome', []),
    lesson('adding', ['addition']),
    lesson('multiplying', ['multiplication']),
    { type: 'QuizAdded', data: { courseId, moduleId: 'module-1', quizId: 'check', title: 'Check', passingScore: 50, items } },
    { type: 'CoursePublished', data: { courseId } },
  ], { expectedVersion: 'no_stream' });
  return courseId;
}

describe.each(testDatabaseKinds)('placement tests on %s', (kind) => {
  const used = useTestServer(kind);
  const tokens = {} as Record<'learner' | 'other' | 'outsider', string>;
  let courseId: string;

  beforeAll(async () => {
    const { server } = used;
    const ids = { learner: randomUUID(), other: randomUUID(), outsider: randomUUID() };
    for (const [name, userId] of Object.entries(ids)) tokens[name as keyof typeof ids] = await server.tokenFor({ userId, role: 'student', tier: 'free' });
    courseId = await givenPlacementCourse(server.platform.store, randomUUID());
    await givenEnrolment(server.platform.store, courseId, ids.learner);
    await givenEnrolment(server.platform.store, courseId, ids.other);
  });

  const api = (path: string) => `${used.server.url}/api${path}`;
  const start = (testId: string, token = tokens.learner) => sendJson('POST', api(`/courses/${courseId}/placement-tests`), { testId }, token);
  const answer = (testId: string, itemId: string, right: boolean, token = tokens.learner) =>
    sendJson('POST', api(`/placement-tests/${testId}/answers`), { itemId, optionIds: [right ? 'right' : 'wrong'] }, token);

  /** The answer is a problem naming the fields, and the log did not move. */
  async function expectRefused(send: () => ReturnType<typeof sendJson>, status: number, pointers: string[] = []) {
    const before = await used.server.platform.store.head();
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const named = ((response.body!.errors as { pointer: string }[] | undefined) ?? []).map((error) => error.pointer);
    expect(named).toEqual(expect.arrayContaining(pointers));
    expect((await used.server.platform.store.head()).lastPosition).toBe(before.lastPosition);
    return response.body!;
  }

  it('places a learner who knows addition only: adaptive items, graded on the server, the addition lesson skipped', async () => {
    const testId = randomUUID();
    const started = await start(testId);
    expect(started.status).toBe(201);
    let test = started.body as unknown as PlacementTestResponse;
    expect(test).toMatchObject({ testId, courseId, status: 'in-progress', itemsAnswered: 0, maxItems: 12, lastAnswer: null, outcome: null });
    expect(test.item).not.toHaveProperty('answerKey');
    expect(test.item).not.toHaveProperty('explanation');
    const asked: string[] = [];
    while (test.status === 'in-progress') {
      const itemId = test.item!.itemId;
      asked.push(itemId);
      const response = await answer(testId, itemId, itemId.startsWith('add-'));
      expect(response.status).toBe(200);
      test = response.body as unknown as PlacementTestResponse;
      expect(test.lastAnswer).toEqual({ itemId, correct: itemId.startsWith('add-') });
    }
    expect(new Set(asked).size).toBe(asked.length);
    expect(test.item).toBeNull();
    expect(test.outcome).toMatchObject({ masteredSkillIds: ['addition'], skippedLessonIds: ['adding'] });
    expect((await sendJson('GET', api(`/placement-tests/${testId}`), undefined, tokens.learner)).body).toEqual(test);
    const { events } = await used.server.platform.store.readStream(placementStreamId(testId));
    expect(events.map((event) => event.type)).toEqual(['PlacementTestStarted', ...asked.map(() => 'PlacementItemAnswered'), 'PlacementTestCompleted']);
    await eventually(async () => {
      const player = await sendJson('GET', api(`/courses/${courseId}/learn`), undefined, tokens.learner);
      expect(player.body).toMatchObject({ skippableLessonIds: ['adding'] });
    });
    const otherPlayer = await sendJson('GET', api(`/courses/${courseId}/learn`), undefined, tokens.other);
    expect(otherPlayer.body).toMatchObject({ skippableLessonIds: [] });
  });

  it('answers a retried start with the test already begun', async () => {
    const testId = randomUUID();
    const first = await start(testId);
    const again = await start(testId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('refuses an item not asked, an item answered twice and any answer after completion with 409 naming itemId', async () => {
    const testId = randomUUID();
    let test = (await start(testId)).body as unknown as PlacementTestResponse;
    const notAsked = ['add-0', 'mul-0'].find((itemId) => itemId !== test.item!.itemId)!;
    await expectRefused(() => answer(testId, notAsked, true), 409, ['#/body/itemId']);
    const first = test.item!.itemId;
    test = (await answer(testId, first, true)).body as unknown as PlacementTestResponse;
    await expectRefused(() => answer(testId, first, true), 409, ['#/body/itemId']);
    while (test.status === 'in-progress') test = (await answer(testId, test.item!.itemId, false)).body as unknown as PlacementTestResponse;
    expect(test.outcome!.skippedLessonIds).toEqual([]);
    await expectRefused(() => answer(testId, 'add-0', true), 409, ['#/body/itemId']);
  });

  it('refuses a malformed answer naming the field', async () => {
    const testId = randomUUID();
    await start(testId);
    await expectRefused(() => sendJson('POST', api(`/placement-tests/${testId}/answers`), { optionIds: ['right'] }, tokens.learner), 400, ['#/body/itemId']);
    await expectRefused(() => sendJson('POST', api(`/courses/${courseId}/placement-tests`), { testId: 'has spaces' }, tokens.learner), 400, ['#/body/testId']);
  });

  it("hides another learner's test (404) and refuses a learner not enrolled (403)", async () => {
    const testId = randomUUID();
    const test = (await start(testId)).body as unknown as PlacementTestResponse;
    await expectRefused(() => sendJson('GET', api(`/placement-tests/${testId}`), undefined, tokens.other), 404);
    await expectRefused(() => answer(testId, test.item!.itemId, true, tokens.other), 404);
    await expectRefused(() => start(randomUUID(), tokens.outsider), 403);
    await expectRefused(() => start(testId, tokens.other), 409, ['#/body/testId']);
  });
});
