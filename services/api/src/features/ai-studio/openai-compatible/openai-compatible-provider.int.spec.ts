import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { testDatabaseKinds } from '@pathwise/event-store/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { startChatCompletionsServer } from '../../../testing/chat-completions-server.js';
import { getJson, postJson } from '../../../testing/learning-requests.js';
import { givenEnrolment } from '../../../testing/course-fixtures.js';
import { signInByEmail } from '../../../testing/sign-in-by-email.js';
import { useTestServer } from '../../../testing/use-test-server.js';
import { givenVolcanoCourse } from '../testing/volcano-course.js';

const volcanoes = readFileSync(new URL('../testing/material/volcanoes.md', import.meta.url), 'utf8');
const material = [{ fileName: 'volcanoes.md', pages: [volcanoes] }];
const model = await startChatCompletionsServer();

// The provider's HTTP is the same on either store, so one of them is enough here.
describe('drafting with a model behind an OpenAI-compatible endpoint', () => {
  const used = useTestServer(testDatabaseKinds[0]!, { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: model.url, AI_MODEL: 'pathwise-test-model', AI_TIMEOUT_MS: '5000' });
  afterAll(() => model.close());
  const creator = async () => (await signInByEmail(used.server.url, `model-${randomUUID().slice(0, 8)}@example.com`, 'Mo Model')).session.access_token;
  const generate = (token: string, body: unknown) => postJson(`${used.server.url}/api/ai/generate`, body, token);

  it('sends the nearest passages with a JSON schema, and flags the sentence of the reply that the material does not support', async () => {
    const token = await creator();
    model.script({
      content: JSON.stringify({
        title: 'How eruptions happen',
        estimatedMinutes: 5,
        blocks: [
          { markdown: 'Gas pressure drives an eruption.', sourceIds: ['P1'] },
          { markdown: 'Volcanoes on the Moon erupt every three days because of ocean tides.', sourceIds: ['P1'] },
        ],
      }),
    });
    const drafted = await generate(token, { taskType: 'lesson_creation', prompt: 'How eruptions happen', context: { material } });
    expect(drafted.status).toBe(200);
    expect(drafted.body).toMatchObject({ provider: 'openai-compatible', model: 'pathwise-test-model', creditsSpent: 1 });
    const content = drafted.body!.content as { blocks: { text: string }[]; sources: { paragraph: number }[][]; unsupported: { index: number; claim: string }[] };
    expect(content.unsupported).toEqual([{ index: 1, claim: 'Volcanoes on the Moon erupt every three days because of ocean tides.' }]);
    expect(content.sources[0]!.map((source) => source.paragraph)).toEqual([8, 8]);

    const sent = model.requests.at(-1)!;
    expect(sent['model']).toBe('pathwise-test-model');
    expect(sent['response_format']).toMatchObject({ type: 'json_schema', json_schema: { name: 'lesson', strict: true } });
    const prompt = (sent['messages'] as { role: string; content: string }[]).find((message) => message.role === 'user')!.content;
    expect(prompt).toContain('[P1] Gas pressure drives an eruption.');
    expect(prompt).toContain('about: How eruptions happen');
  });

  it('flags in the editor a sentence of the model the material does not support, and holds publishing until a person reviews it', async () => {
    const token = await creator();
    const courseId = randomUUID();
    const at = (path: string) => `${used.server.url}/api/courses/${courseId}${path}`;
    expect((await postJson(`${used.server.url}/api/courses`, { courseId, title: 'Volcanoes', language: 'en', level: 'beginner' }, token)).status).toBe(201);
    await postJson(at('/modules'), { moduleId: 'm1', title: 'Basics', expectedVersion: 1 }, token);
    await postJson(at('/lessons'), { moduleId: 'm1', lessonId: 'l1', title: 'How eruptions happen', blocks: [], estimatedMinutes: 5, skillIds: [], expectedVersion: 2 }, token);
    model.script({
      content: JSON.stringify({
        title: 'How eruptions happen',
        estimatedMinutes: 5,
        blocks: [
          { markdown: 'Gas pressure drives an eruption.', sourceIds: ['P1'] },
          { markdown: 'Volcanoes on the Moon erupt every three days because of ocean tides.', sourceIds: ['P1'] },
        ],
      }),
    });
    const drafted = await generate(token, { taskType: 'lesson_creation', prompt: 'How eruptions happen', context: { material } });
    const { generationId, taskType, provider, model: modelName, creditsSpent } = drafted.body as { generationId: string; taskType: string; provider: string; model: string; creditsSpent: number };
    const content = drafted.body!.content as { blocks: unknown[]; sources: unknown[][]; unsupported: { index: number; claim: string }[] };
    const accepted = await postJson(
      at('/lessons/l1/ai-drafts'),
      {
        into: 'lesson',
        generation: { generationId, taskType, provider, model: modelName, creditsSpent },
        blocks: content.blocks.map((block, index) => ({ block, sources: content.sources[index], unsupported: content.unsupported.filter((claim) => claim.index === index).map((claim) => claim.claim) })),
        expectedVersion: 3,
      },
      token,
    );
    expect(accepted.body).toEqual({ courseId, version: 5 });

    const editor = await getJson(at('/authoring'), token);
    const claim = 'Volcanoes on the Moon erupt every three days because of ocean tides.';
    expect(editor.body!.aiDrafts).toEqual([
      expect.objectContaining({ index: 0, unsupported: [], reviewed: false, provenance: expect.objectContaining({ generationId, provider: 'openai-compatible', model: 'pathwise-test-model', task: 'lesson_creation', creditsSpent: 1 }) }),
      expect.objectContaining({ target: { kind: 'lesson', lessonId: 'l1' }, index: 1, unsupported: [claim], reviewed: false, sources: expect.arrayContaining([expect.objectContaining({ file: 'volcanoes.md', paragraph: 8 })]) }),
    ]);

    const refused = await postJson(at('/publish'), { expectedVersion: 5 }, token, { 'accept-language': 'es' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      detail: 'El bloque 2 de la lección "How eruptions happen" lo redactó la IA y dice algo que su material no respalda: revísalo o edítalo antes de publicar.',
      errors: [{ pointer: '#/lessons/l1/blocks/1', detail: `El material no lo respalda: ${claim}` }],
    });
    const reviewed = await postJson(at('/ai-drafts/review'), { target: { kind: 'lesson', lessonId: 'l1' }, index: 1, expectedVersion: 5 }, token);
    expect(reviewed.body).toEqual({ courseId, version: 6 });
    expect((await getJson(at('/authoring'), token)).body!.aiDrafts).toEqual([expect.objectContaining({ index: 0 }), expect.objectContaining({ index: 1, reviewed: true })]);
    expect((await postJson(at('/publish'), { expectedVersion: 6 }, token)).body).toEqual({ courseId, version: 7 });
  });

  it('retries a failed call and turns a valid reply into quiz items checked against the material', async () => {
    const token = await creator();
    const before = model.requests.length;
    model.script(
      { status: 503 },
      {
        content: JSON.stringify({
          items: [
            {
              kind: 'single_choice',
              prompt: 'Which instrument records ground shaking?',
              options: [
                { text: 'seismometer', correct: true },
                { text: 'tiltmeter', correct: false },
              ],
              acceptedAnswers: [],
              numericAnswer: null,
              explanation: 'The material says: "A seismometer is an instrument that records ground shaking."',
              difficulty: -0.5,
              sourceIds: ['P1'],
            },
          ],
        }),
      },
    );
    const drafted = await generate(token, { taskType: 'quiz_generation', prompt: 'Measuring eruptions', context: { material, itemCount: 1 } });
    expect(drafted.status).toBe(200);
    expect(model.requests.length - before).toBe(2);
    const content = drafted.body!.content as { items: { kind: string; answerKey: { correctOptionIds: string[] }; options: { optionId: string; text: string }[] }[]; unsupported: unknown[] };
    expect(content.items).toHaveLength(1);
    const [item] = content.items;
    expect(item!.options.find((option) => option.optionId === item!.answerKey.correctOptionIds[0])!.text).toBe('seismometer');
    expect(content.unsupported).toEqual([]);
  });

  it('gives the credits back with a 502 that names the provider when the reply is not what was asked', async () => {
    const token = await creator();
    model.script({ content: 'Sure! Here is your lesson: volcanoes are hot.' });
    const failed = await generate(token, { taskType: 'lesson_creation', prompt: 'Volcanoes', context: { material } });
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ title: 'AI provider failed', detail: expect.stringContaining('openai-compatible could not draft this') });
    expect(((await getJson(`${used.server.url}/api/me`, token)).body!.ai_credits as { balance: number }).balance).toBe(100);
  });

  it('answers a course question from the passages retrieval found, for a credit, flagging what the lessons do not support, and gives the credit back on a failure', async () => {
    const { store } = used.server.platform;
    const learnerId = randomUUID();
    const token = await used.server.tokenFor({ userId: learnerId, role: 'student', tier: 'pro' });
    const courseId = await givenVolcanoCourse(store, randomUUID());
    await givenEnrolment(store, courseId, learnerId);
    const ask = (question: string) => postJson(`${used.server.url}/api/courses/${courseId}/assistant`, { question }, token);
    const balance = async () => ((await getJson(`${used.server.url}/api/me`, token)).body!.ai_credits as { balance: number }).balance;

    model.script({
      content: JSON.stringify({
        covered: true,
        answer: 'A caldera is a large basin that forms when a volcano collapses after emptying its magma chamber. Calderas always hold lakes of fresh water.',
        sourceIds: ['P1'],
      }),
    });
    const answered = await ask('What is a caldera?');
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      covered: true,
      provider: 'openai-compatible',
      creditsSpent: 1,
      unsupported: ['Calderas always hold lakes of fresh water.'],
      citations: [{ lessonId: 'lesson-kinds', lessonTitle: 'Kinds of volcanoes' }],
    });
    const prompt = (model.requests.at(-1)!['messages'] as { role: string; content: string }[]).find((message) => message.role === 'user')!.content;
    expect(prompt).toContain('[P1] A caldera is a large basin');
    expect(await balance()).toBe(99);

    // Nothing in the lessons: the model is not asked, and nothing is charged.
    const before = model.requests.length;
    expect((await ask('How do I bake sourdough bread at home?')).body).toMatchObject({ covered: false, creditsSpent: 0 });
    expect(model.requests.length).toBe(before);

    model.script({ content: 'not json' });
    const failed = await ask('What is a caldera?');
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ title: 'AI provider failed', detail: expect.stringContaining('Your credit was given back.') });
    expect(await balance()).toBe(99);
  });

  it('reports the endpoint up when it answers its model list', async () => {
    const health = await getJson(`${used.server.url}/api/ai/health`, await creator());
    expect(health.body).toMatchObject({ status: 'ok', providers: [{ name: 'built-in', state: 'up' }, { name: 'openai-compatible', state: 'up', models: ['pathwise-test-model'] }] });
  });

  it("translates a lesson's text blocks with the model for its pro_plus author, keeping its other blocks as they are", async () => {
    const author = await used.server.tokenFor({ userId: randomUUID(), role: 'instructor', tier: 'pro_plus' });
    const courseId = randomUUID();
    const course = (path: string) => `${used.server.url}/api/courses/${courseId}${path}`;
    expect((await postJson(`${used.server.url}/api/courses`, { courseId, title: 'Volcanoes', level: 'beginner', language: 'en', tags: [] }, author)).status).toBe(201);
    expect((await postJson(course('/modules'), { expectedVersion: 1, moduleId: 'm1', title: 'Basics' }, author)).status).toBe(201);
    const video = { kind: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: 'An eruption' };
    const blocks = [{ kind: 'text', text: 'Magma is molten rock.' }, video, { kind: 'text', text: 'Lava is magma at the surface.' }];
    const added = await postJson(course('/lessons'), { expectedVersion: 2, moduleId: 'm1', lessonId: 'l1', title: 'Magma', blocks, estimatedMinutes: 5, skillIds: [] }, author);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    model.script({ content: JSON.stringify({ title: 'El magma', texts: ['El magma es roca fundida.', 'La lava es magma en la superficie.'] }) });

    const translated = await postJson(`${used.server.url}/api/ai/lesson-variants`, { courseId, lessonId: 'l1', kind: 'translation', targetLanguage: 'es' }, author);

    expect(translated.status, JSON.stringify(translated.body)).toBe(200);
    expect(translated.body).toMatchObject({ kind: 'translation', provider: 'openai-compatible', title: 'El magma', creditsSpent: 1 });
    expect(translated.body!.blocks).toEqual([{ kind: 'text', text: 'El magma es roca fundida.' }, expect.objectContaining({ kind: 'video' }), { kind: 'text', text: 'La lava es magma en la superficie.' }]);
    const sent = model.requests.at(-1)!;
    expect(sent['response_format']).toMatchObject({ json_schema: { name: 'translation' } });
    expect((sent['messages'] as { role: string; content: string }[]).find((message) => message.role === 'user')!.content).toContain('from English into Spanish');
  });
});
