import { randomUUID } from 'node:crypto';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { requestJson } from '../../testing/json-requests.js';
import { useTestServer } from '../../testing/use-test-server.js';

const check = {
  itemId: 'k1',
  kind: 'single_choice' as const,
  prompt: 'Which is bigger?',
  options: [
    { optionId: 'a', text: '1/2', explanation: 'SECRET-A: two parts, each bigger.' },
    { optionId: 'b', text: '1/3', explanation: 'SECRET-B: three parts, each smaller.' },
  ],
  answerKey: { correctOptionIds: ['a'], acceptedAnswers: [] },
  skillIds: ['s1'],
  difficulty: 0,
  explanation: 'SECRET-WHY: fewer parts, bigger parts.',
};

describe.each(testDatabaseKinds)("lessons' check-yourself questions over HTTP on %s", (kind) => {
  const used = useTestServer(kind);
  const url = (path: string) => `${used.server.url}/api${path}`;
  const user = async (role: 'student' | 'instructor') => {
    const userId = randomUUID();
    return { userId, token: await used.server.tokenFor({ userId, role, tier: 'free' }) };
  };

  /** A published course whose one lesson asks the check question above between two texts; the learner enrolled. */
  async function courseWithCheck() {
    const creator = await user('instructor');
    const learner = await user('student');
    const courseId = randomUUID();
    const call = (method: string, path: string, body?: unknown) => requestJson(method, url(`/courses/${courseId}${path}`), body, creator.token);
    expect((await requestJson('POST', url('/courses'), { courseId, title: `Halves ${courseId.slice(0, 6)}`, level: 'beginner', language: 'en', tags: [] }, creator.token)).status).toBe(201);
    expect((await call('PUT', '/skills/s1', { expectedVersion: 1, name: 'Comparing fractions', prerequisiteIds: [] })).status).toBe(200);
    expect((await call('POST', '/modules', { expectedVersion: 2, moduleId: 'm1', title: 'Basics' })).status).toBe(201);
    const blocks = [{ kind: 'text', text: 'Fewer parts make bigger parts.' }, { kind: 'check', item: check }, { kind: 'text', text: 'On to thirds.' }];
    const lesson = { expectedVersion: 3, moduleId: 'm1', lessonId: 'l1', title: 'Halves', blocks, estimatedMinutes: 5, skillIds: ['s1'] };
    expect((await call('POST', '/lessons', lesson)).status).toBe(201);
    const quiz = { expectedVersion: 4, moduleId: 'm1', quizId: 'q1', title: 'Graded', passingScore: 50, items: [{ ...check, itemId: 'i1' }] };
    expect((await call('POST', '/quizzes', quiz)).status).toBe(201);
    expect((await call('POST', '/publish', { expectedVersion: 5 })).status).toBe(200);
    expect((await requestJson('POST', url(`/courses/${courseId}/enrol`), undefined, learner.token)).status).toBe(201);
    return { courseId, call, learner };
  }

  it("shows the question without its key or explanations, grades an answer at once and records it as practice only", async () => {
    const { courseId, learner } = await courseWithCheck();
    const player = await requestJson('GET', url(`/courses/${courseId}/learn`), undefined, learner.token);
    const shown = JSON.stringify(player.body);
    expect(shown).toContain('"kind":"check"');
    expect(shown).toContain('Which is bigger?');
    expect(shown).not.toContain('answerKey');
    expect(shown).not.toContain('SECRET');

    const answers = url(`/courses/${courseId}/lessons/l1/checks/k1/answers`);
    const answer = { answerId: randomUUID(), optionIds: ['b'], text: null };
    const wrong = await requestJson('POST', answers, answer, learner.token);
    expect(wrong.status).toBe(201);
    expect(wrong.body).toEqual({
      answerId: answer.answerId,
      itemId: 'k1',
      correct: false,
      answerKey: { correctOptionIds: ['a'], acceptedAnswers: [] },
      explanation: 'SECRET-WHY: fewer parts, bigger parts.',
      pickedOptionExplanations: [{ optionId: 'b', explanation: 'SECRET-B: three parts, each smaller.' }],
      duplicate: false,
    });
    expect(await requestJson('POST', answers, answer, learner.token)).toMatchObject({ status: 200, body: { correct: false, duplicate: true } });
    const conflict = await requestJson('POST', answers, { ...answer, optionIds: ['a'] }, learner.token);
    expect(conflict.status).toBe(409);
    expect((await requestJson('POST', answers, { answerId: randomUUID(), optionIds: ['a'], text: null }, learner.token)).body).toMatchObject({ correct: true });

    const practice = (await used.server.platform.store.readStream(`practice-${courseId}.${learner.userId}`)).events;
    expect(practice.map((event) => [event.type, (event.data as { correct: boolean }).correct])).toEqual([['PracticeAnswered', false], ['PracticeAnswered', true]]);
    expect(practice[0]!.data).toMatchObject({ learnerId: learner.userId, courseId, lessonId: 'l1', itemId: 'k1', courseVersion: 6, preview: false });
    // Practice is no quiz: no attempt, no quiz_attempt learning event, nothing in the quiz's history.
    expect((await used.server.platform.store.readStream(`attempts-${courseId}.q1`)).events).toEqual([]);
    expect((await used.server.platform.store.readStream(`learner-${learner.userId}`)).events.filter((event) => (event.data as { eventType?: string }).eventType === 'quiz_attempt')).toEqual([]);
    expect((await requestJson('GET', url(`/courses/${courseId}/quizzes/q1/attempts`), undefined, learner.token)).body).toEqual({ attempts: [] });

    // The adaptive engine learns from practice: the skill's estimate moves with each answer, and nothing else follows.
    const mastery = await eventually(async () => {
      const { events } = await used.server.platform.store.readStream(`mastery-${learner.userId}`);
      expect(events).toHaveLength(2);
      return events;
    });
    expect(mastery.map((event) => [event.type, (event.data as { cause: string }).cause])).toEqual([['SkillMasteryUpdated', 'practice'], ['SkillMasteryUpdated', 'practice']]);
    expect(mastery[0]!.data).toMatchObject({ courseId, quizId: 'l1', attemptId: answer.answerId, observations: [{ itemId: 'k1', correct: false }], skills: [{ skillId: 's1' }] });
  });

  it('refuses bad answers, unknown questions and learners not enrolled with a problem naming the field, and stores nothing', async () => {
    const { courseId, learner } = await courseWithCheck();
    const stranger = await user('student');
    const answers = (itemId = 'k1', lessonId = 'l1') => url(`/courses/${courseId}/lessons/${lessonId}/checks/${itemId}/answers`);
    const cases = [
      { response: await requestJson('POST', answers(), { answerId: randomUUID(), optionIds: 'a', text: null }, learner.token), status: 400, pointer: '#/body/optionIds' },
      { response: await requestJson('POST', answers(), { answerId: 'bad id!', optionIds: [], text: null }, learner.token), status: 400, pointer: '#/body/answerId' },
      { response: await requestJson('POST', answers(), { answerId: randomUUID(), optionIds: [], text: null, score: 100 }, learner.token), status: 400, pointer: '#/body/score' },
      { response: await requestJson('POST', answers('nope'), { answerId: randomUUID(), optionIds: [], text: null }, learner.token), status: 404 },
      { response: await requestJson('POST', answers('k1', 'nope'), { answerId: randomUUID(), optionIds: [], text: null }, learner.token), status: 404 },
      { response: await requestJson('POST', answers(), { answerId: randomUUID(), optionIds: ['a'], text: null }, stranger.token), status: 403 },
    ];
    for (const { response, status, pointer } of cases) {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      if (pointer) expect((response.body!.errors as { pointer: string }[]).map((error) => error.pointer)).toContain(pointer);
    }
    for (const who of [learner, stranger]) expect((await used.server.platform.store.readStream(`practice-${courseId}.${who.userId}`)).events).toEqual([]);
  });

  it("refuses a lesson whose check question breaks the quiz item rules, naming the item's field", async () => {
    const { call } = await courseWithCheck();
    const blocks = [{ kind: 'check', item: { ...check, answerKey: { correctOptionIds: [], acceptedAnswers: [] } } }];
    const response = await call('PUT', '/lessons/l1', { expectedVersion: 6, title: 'Halves', blocks, estimatedMinutes: 5, skillIds: ['s1'] });
    expect(response.status).toBe(400);
    expect((response.body!.errors as { pointer: string }[]).map((error) => error.pointer)).toContain('#/body/blocks/0/item/answerKey/correctOptionIds');
  });
});
