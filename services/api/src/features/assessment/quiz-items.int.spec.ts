import { randomUUID } from 'node:crypto';
import type { AddQuizRequest } from '@pathwise/contracts';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { requestJson } from '../../testing/json-requests.js';
import { useTestServer } from '../../testing/use-test-server.js';

const numericItem = {
  itemId: 'n1',
  kind: 'numeric' as const,
  prompt: 'How many kilograms is three quarters of a kilogram?',
  options: [],
  answerKey: { correctOptionIds: [], acceptedAnswers: [], numeric: { value: 0.75, tolerance: 0.01, unit: 'kg' } },
  skillIds: ['s1'],
  difficulty: 0,
  explanation: 'Three quarters is 3/4 = 0.75.',
};

const quizBody = (expectedVersion: number, items: AddQuizRequest['items'] = [numericItem]): AddQuizRequest => ({
  expectedVersion,
  moduleId: 'm1',
  quizId: 'q1',
  title: 'Weights',
  passingScore: 50,
  items,
});

describe.each(testDatabaseKinds)('numeric quiz items over HTTP on %s', (kind) => {
  const used = useTestServer(kind);
  const url = (path: string) => `${used.server.url}/api${path}`;
  const user = async (role: 'student' | 'instructor') => {
    const userId = randomUUID();
    return { userId, token: await used.server.tokenFor({ userId, role, tier: 'free' }) };
  };

  async function draftedCourse(creator: { token: string }) {
    const courseId = randomUUID();
    const call = (method: string, path: string, body?: unknown) => requestJson(method, url(`/courses/${courseId}${path}`), body, creator.token);
    expect((await requestJson('POST', url('/courses'), { courseId, title: `Weights ${courseId.slice(0, 6)}`, level: 'beginner', language: 'en', tags: [] }, creator.token)).status).toBe(201);
    expect((await call('PUT', '/skills/s1', { expectedVersion: 1, name: 'Fractions of a unit', prerequisiteIds: [] })).status).toBe(200);
    expect((await call('POST', '/modules', { expectedVersion: 2, moduleId: 'm1', title: 'Basics' })).status).toBe(201);
    const lesson = { expectedVersion: 3, moduleId: 'm1', lessonId: 'l1', title: 'Quarters', blocks: [{ kind: 'text', text: 'A quarter is 0.25.' }], estimatedMinutes: 5, skillIds: ['s1'] };
    expect((await call('POST', '/lessons', lesson)).status).toBe(201);
    return { courseId, call };
  }

  it('grades a typed number within its tolerance and unit, and shows the learner no key before the attempt', async () => {
    const creator = await user('instructor');
    const learner = await user('student');
    const { courseId, call } = await draftedCourse(creator);
    expect((await call('POST', '/quizzes', quizBody(4))).status).toBe(201);
    expect((await call('POST', '/publish', { expectedVersion: 5 })).status).toBe(200);
    expect((await requestJson('POST', url(`/courses/${courseId}/enrol`), undefined, learner.token)).status).toBe(201);

    const player = await requestJson('GET', url(`/courses/${courseId}/learn`), undefined, learner.token);
    const shown = JSON.stringify(player.body);
    expect(shown).toContain('"kind":"numeric"');
    expect(shown).not.toContain('answerKey');
    expect(shown).not.toContain('0.75');

    const attempt = (text: string) =>
      requestJson('POST', url(`/courses/${courseId}/quizzes/q1/attempts`), { attemptId: randomUUID(), answers: [{ itemId: 'n1', optionIds: [], text }], timeSpent: 30, deviceType: 'desktop' }, learner.token);
    const right = await attempt(' 3/4 kg ');
    expect(right.status).toBe(201);
    expect(right.body).toMatchObject({ score: 100, items: [{ itemId: 'n1', correct: true, answerKey: { numeric: { value: 0.75, tolerance: 0.01, unit: 'kg' } } }] });
    expect((await attempt('0,76')).body).toMatchObject({ score: 100 });
    expect((await attempt('0.8')).body).toMatchObject({ score: 0, items: [{ itemId: 'n1', correct: false }] });
    expect((await attempt('0.75 g')).body).toMatchObject({ score: 0 });
  });

  const explainedChoice = {
    ...numericItem,
    itemId: 'c1',
    kind: 'single_choice' as const,
    options: [
      { optionId: 'a', text: '0.75 kg', explanation: 'SECRET-A: three quarters of 1 kg.' },
      { optionId: 'b', text: '0.34 kg', explanation: 'SECRET-B: that reads 3/4 as 3.4 tenths.' },
      { optionId: 'c', text: '7.5 kg' },
    ],
    answerKey: { correctOptionIds: ['a'], acceptedAnswers: [] },
  };

  async function publishedChoiceQuiz() {
    const creator = await user('instructor');
    const { courseId, call } = await draftedCourse(creator);
    expect((await call('POST', '/quizzes', quizBody(4, [explainedChoice]))).status).toBe(201);
    expect((await call('POST', '/publish', { expectedVersion: 5 })).status).toBe(200);
    return courseId;
  }

  it("keeps options' explanations out of the learner's quiz and gives back those of the options picked, once graded", async () => {
    const learner = await user('student');
    const courseId = await publishedChoiceQuiz();
    expect((await requestJson('POST', url(`/courses/${courseId}/enrol`), undefined, learner.token)).status).toBe(201);

    const player = await requestJson('GET', url(`/courses/${courseId}/learn`), undefined, learner.token);
    expect(JSON.stringify(player.body)).toContain('0.34 kg');
    expect(JSON.stringify(player.body)).not.toContain('SECRET');
    expect(JSON.stringify(player.body)).not.toContain('"explanation"');

    const attempt = await requestJson('POST', url(`/courses/${courseId}/quizzes/q1/attempts`), { attemptId: randomUUID(), answers: [{ itemId: 'c1', optionIds: ['b'], text: null }], timeSpent: 30, deviceType: 'desktop' }, learner.token);
    expect(attempt.body).toMatchObject({ items: [{ itemId: 'c1', correct: false, pickedOptionExplanations: [{ optionId: 'b', explanation: 'SECRET-B: that reads 3/4 as 3.4 tenths.' }] }] });
    const unexplained = await requestJson('POST', url(`/courses/${courseId}/quizzes/q1/attempts`), { attemptId: randomUUID(), answers: [{ itemId: 'c1', optionIds: ['c'], text: null }], timeSpent: 30, deviceType: 'desktop' }, learner.token);
    expect(unexplained.body).toMatchObject({ items: [{ itemId: 'c1', pickedOptionExplanations: [] }] });
  });

  it("gives a past attempt back with the explanations of the options picked in it, and none of the others'", async () => {
    const learner = await user('student');
    const onlooker = await user('student');
    const courseId = await publishedChoiceQuiz();
    for (const each of [learner, onlooker]) expect((await requestJson('POST', url(`/courses/${courseId}/enrol`), undefined, each.token)).status).toBe(201);
    const attemptId = randomUUID();
    const submitted = await requestJson('POST', url(`/courses/${courseId}/quizzes/q1/attempts`), { attemptId, answers: [{ itemId: 'c1', optionIds: ['b'], text: null }], timeSpent: 30, deviceType: 'desktop' }, learner.token);
    expect(submitted.status).toBe(201);

    const history = await eventually(async () => {
      const response = await requestJson('GET', url(`/courses/${courseId}/quizzes/q1/attempts`), undefined, learner.token);
      expect(response.body!.attempts).toHaveLength(1);
      return response.body!;
    });
    expect(history).toMatchObject({
      attempts: [{ attemptId, items: [{ itemId: 'c1', correct: false, pickedOptionExplanations: [{ optionId: 'b', explanation: 'SECRET-B: that reads 3/4 as 3.4 tenths.' }] }] }],
    });
    // The same feedback as when it was graded, with the answer given.
    const [past] = history.attempts as { items: { answer: unknown }[] }[];
    expect(past!.items.map(({ answer: _answer, ...feedback }) => feedback)).toEqual(submitted.body!.items);
    expect(past!.items[0]!.answer).toEqual({ optionIds: ['b'], text: null });
    expect(JSON.stringify(history)).not.toContain('SECRET-A');

    // Someone who has not attempted the quiz gets no attempts, and with them no keys and no explanations.
    const unattempted = await requestJson('GET', url(`/courses/${courseId}/quizzes/q1/attempts`), undefined, onlooker.token);
    expect(unattempted.body).toEqual({ attempts: [] });
  });

  it('refuses a numeric item without its value, with a negative tolerance or with an unknown key, naming the field and storing nothing', async () => {
    const creator = await user('instructor');
    const { courseId, call } = await draftedCourse(creator);
    const versionBefore = (await used.server.platform.store.readStream(`course-${courseId}`)).currentVersion;
    const withKey = (answerKey: unknown) => quizBody(4, [{ ...numericItem, answerKey } as AddQuizRequest['items'][number]]);
    const cases = [
      { body: withKey({ correctOptionIds: [], acceptedAnswers: [] }), pointer: '#/body/items/0/answerKey/numeric' },
      { body: withKey({ correctOptionIds: [], acceptedAnswers: [], numeric: { value: 1, tolerance: -0.1, unit: '' } }), pointer: '#/body/items/0/answerKey/numeric/tolerance' },
      { body: withKey({ correctOptionIds: [], acceptedAnswers: [], numeric: { value: 1, tolerance: 0, unit: '', script: 'x' } }), pointer: '#/body/items/0/answerKey/numeric/script' },
      { body: quizBody(4, [{ ...numericItem, options: [{ optionId: 'a', text: '0.75' }] }]), pointer: '#/body/items/0/options' },
    ];
    for (const { body, pointer } of cases) {
      const response = await call('POST', '/quizzes', body);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect((response.body!.errors as { pointer: string }[]).map((error) => error.pointer), JSON.stringify(response.body)).toContain(pointer);
    }
    expect((await used.server.platform.store.readStream(`course-${courseId}`)).currentVersion).toBe(versionBefore);
  });
});
