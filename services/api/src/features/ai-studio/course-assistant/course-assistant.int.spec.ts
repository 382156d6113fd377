import { randomUUID } from 'node:crypto';
import { CourseAssistantAnswer } from '@pathwise/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenEnrolment } from '../../../testing/course-fixtures.js';
import { postJson } from '../../../testing/learning-requests.js';
import { useTestServer } from '../../../testing/use-test-server.js';
import { givenVolcanoCourse } from '../testing/volcano-course.js';

describe('the course assistant', () => {
  const used = useTestServer('pglite');
  const ask = (courseId: string, question: unknown, token?: string, language = 'en') =>
    postJson(`${used.server.url}/api/courses/${courseId}/assistant`, { question }, token, { 'accept-language': language });
  const person = async (tier: 'free' | 'pro' | 'pro_plus', role: 'student' | 'creator' = 'student') => {
    const userId = randomUUID();
    return { userId, token: await used.server.tokenFor({ userId, role, tier }) };
  };
  let courseId = '';
  let creator: { userId: string; token: string };

  beforeAll(async () => {
    const { store } = used.server.platform;
    creator = await person('pro', 'creator');
    courseId = await givenVolcanoCourse(store, creator.userId);
  });

  it('answers an enrolled pro learner from the lessons, quoting them and citing each lesson, for no credits', async () => {
    const learner = await person('pro');
    await givenEnrolment(used.server.platform.store, courseId, learner.userId);
    const answered = await ask(courseId, 'What is a caldera?', learner.token);
    expect(answered.status).toBe(200);
    const body = CourseAssistantAnswer.parse(answered.body);
    expect(body).toMatchObject({ covered: true, provider: 'built-in', creditsSpent: 0, unsupported: [] });
    expect(body.answer).toContain('A caldera is a large basin that forms when a volcano collapses after emptying its magma chamber.');
    expect(body.citations[0]).toEqual({
      lessonId: 'lesson-kinds',
      lessonTitle: 'Kinds of volcanoes',
      moduleTitle: 'The Earth lets off heat',
      quote: 'A caldera is a large basin that forms when a volcano collapses after emptying its magma chamber.',
    });
    // Markdown's emphasis is not quoted as such.
    const shield = CourseAssistantAnswer.parse((await ask(courseId, 'Describe a shield volcano', learner.token)).body);
    expect(shield.citations.map((citation) => citation.quote)).toContain('A shield volcano is a broad volcano with gentle slopes built from runny lava flows.');
    const viscosity = CourseAssistantAnswer.parse((await ask(courseId, 'Why are eruptions of viscous magma explosive?', learner.token)).body);
    expect(viscosity.citations.map((citation) => citation.lessonId)).toEqual(['lesson-eruptions']);

    // Counted beside the other AI tasks, for the admins' monitoring.
    const admin = await used.server.tokenFor({ userId: randomUUID(), role: 'admin', tier: 'free' });
    const metrics = await fetch(`${used.server.url}/api/ai/metrics`, { headers: { authorization: `Bearer ${admin}` } });
    const tasks = ((await metrics.json()) as { tasks: { taskType: string; provider: string; requests: number; failures: number }[] }).tasks;
    expect(tasks.find((task) => task.taskType === 'course_assistant')).toMatchObject({ provider: 'built-in', requests: 3, failures: 0 });
  });

  it('says the course does not cover a question no lesson supports, in the reader’s language, citing nothing', async () => {
    const learner = await person('pro_plus');
    await givenEnrolment(used.server.platform.store, courseId, learner.userId);
    const english = CourseAssistantAnswer.parse((await ask(courseId, 'How do I bake sourdough bread at home?', learner.token)).body);
    expect(english).toMatchObject({ covered: false, citations: [], answer: 'This course does not cover that. Try a question about a topic of its lessons.' });
    const spanish = CourseAssistantAnswer.parse((await ask(courseId, '¿Cómo hornear pan de masa madre?', learner.token, 'es')).body);
    expect(spanish.answer).toBe('Este curso no trata ese tema. Prueba con una pregunta sobre un tema de sus lecciones.');
    const french = CourseAssistantAnswer.parse((await ask(courseId, 'Comment cuire du pain au levain ?', learner.token, 'fr')).body);
    expect(french.answer).toBe('Ce cours ne traite pas de ce sujet. Essayez une question sur un thème de ses leçons.');
  });

  it('answers the course’s author, and refuses the free plan, a learner not enrolled, a bad question and a visitor', async () => {
    expect((await ask(courseId, 'What is a caldera?', creator.token)).body).toMatchObject({ covered: true });

    const free = await person('free');
    await givenEnrolment(used.server.platform.store, courseId, free.userId);
    const refused = await ask(courseId, 'What is a caldera?', free.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      title: 'Subscription Required',
      detail: 'This feature is exclusive to our pro or pro_plus plan subscribers. Please upgrade your subscription to access this content.',
    });

    const outsider = await person('pro');
    const notEnrolled = await ask(courseId, 'What is a caldera?', outsider.token, 'fr');
    expect(notEnrolled.status).toBe(403);
    expect(notEnrolled.body).toMatchObject({ detail: 'Inscrivez-vous à ce cours pour interroger son assistant.' });

    const learner = await person('pro');
    await givenEnrolment(used.server.platform.store, courseId, learner.userId);
    const bad = await ask(courseId, 'a?', learner.token);
    expect(bad.status).toBe(400);
    expect(bad.body!.errors).toEqual([{ pointer: '#/body/question', detail: 'Ask a question of a few words' }]);
    expect((await ask('no-such-course', 'What is a caldera?', learner.token)).status).toBe(404);
    expect((await ask(courseId, 'What is a caldera?')).status).toBe(401);
  });
});
