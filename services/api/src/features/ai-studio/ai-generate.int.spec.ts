import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { getJson, postJson } from '../../testing/learning-requests.js';
import { settledHead } from '../../testing/settled-head.js';
import { signInByEmail } from '../../testing/sign-in-by-email.js';
import { useTestServer } from '../../testing/use-test-server.js';

const volcanoes = readFileSync(new URL('./testing/material/volcanoes.md', import.meta.url), 'utf8');
const material = [{ fileName: 'volcanoes.md', pages: [volcanoes] }];

describe.each(testDatabaseKinds)('AI generation on %s', (kind) => {
  const used = useTestServer(kind);
  const url = () => `${used.server.url}/api/ai/generate`;
  const creator = async () => (await signInByEmail(used.server.url, `creator-${randomUUID().slice(0, 8)}@example.com`, 'Cora Creator')).session;
  const balanceOf = async (token: string) => ((await getJson(`${used.server.url}/api/me`, token)).body!.ai_credits as { balance: number }).balance;

  it('drafts a lesson and quiz items from the creator’s material, each block with its sources, for a credit each', async () => {
    const { access_token: token } = await creator();
    const lesson = await postJson(url(), { taskType: 'lesson_creation', prompt: 'How eruptions happen', context: { material } }, token);
    expect(lesson.status).toBe(200);
    expect(lesson.body).toMatchObject({ taskType: 'lesson_creation', provider: 'built-in', creditsSpent: 1, creditsLeft: 99 });
    const content = lesson.body!.content as { kind: string; title: string; blocks: { kind: string }[]; sources: { file: string; paragraph: number }[][]; unsupported: unknown[] };
    expect(content).toMatchObject({ kind: 'lesson', title: 'How eruptions happen', unsupported: [] });
    expect(content.blocks.at(-1)!.kind).toBe('check');
    expect(content.sources[0]![0]).toMatchObject({ file: 'volcanoes.md', paragraph: 8 });

    const quiz = await postJson(url(), { taskType: 'quiz_generation', prompt: 'Kinds of volcanoes', context: { material, itemCount: 6 } }, token);
    expect(quiz.status).toBe(200);
    const drafted = quiz.body!.content as { items: { prompt: string }[]; sources: unknown[][]; unsupported: unknown[] };
    expect(drafted.items).toHaveLength(6);
    expect(drafted.sources.every((sources) => sources.length > 0)).toBe(true);
    expect(drafted.unsupported).toEqual([]);
    expect(await balanceOf(token)).toBe(98);
  });

  it('refuses with 402 when the credits are spent, naming the balance and the way to more, and takes nothing', async () => {
    const session = await creator();
    await used.server.platform.identity.accounts.execute(session.user.uid, { type: 'SpendAiCredits', generationId: randomUUID(), task: 'lesson_creation', credits: 100 });
    const before = (await settledHead(used.server.platform)).lastPosition;
    const refused = await postJson(url(), { taskType: 'quiz_generation', prompt: 'Volcanoes', context: { material } }, session.access_token, { 'accept-language': 'fr' });
    expect(refused.status).toBe(402);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.body).toMatchObject({ title: 'Crédits d’IA épuisés', detail: 'Il faut 1 crédits d’IA et il en reste 0. Une offre supérieure en accorde davantage chaque mois : voir /pricing.' });
    expect((await used.server.platform.store.head()).lastPosition).toBe(before);
  });

  it('gives the credits back when the material has nothing to draft from, naming the material', async () => {
    const { access_token: token } = await creator();
    const failed = await postJson(url(), { taskType: 'quiz_generation', prompt: 'Anything', context: { material: [{ fileName: 'empty.md', pages: ['# Only a heading'] }] } }, token);
    expect(failed.status).toBe(400);
    expect(failed.body!.errors).toEqual([{ pointer: '#/body/context/material', detail: expect.stringContaining('no text to draft from') }]);
    expect(await balanceOf(token)).toBe(100);
  });

  it('refuses bad requests by field, a learner drafting course content, and a visitor, storing nothing', async () => {
    const { access_token: token } = await creator();
    const learner = await used.learner();
    const before = (await settledHead(used.server.platform)).lastPosition;
    const bad = await postJson(url(), { taskType: 'write_my_essay', prompt: '', context: { material: [{ fileName: 'x', pages: [] }] } }, token);
    expect(bad.status).toBe(400);
    expect((bad.body!.errors as { pointer: string }[]).map((error) => error.pointer).sort()).toEqual(['#/body/context/material/0/pages', '#/body/prompt', '#/body/taskType']);
    const noMaterial = await postJson(url(), { taskType: 'lesson_creation', prompt: 'Volcanoes' }, token);
    expect(noMaterial.status).toBe(400);
    expect((noMaterial.body!.errors as { pointer: string }[])[0]!.pointer).toBe('#/body/context/material');
    const noAttempt = await postJson(url(), { taskType: 'personalized_feedback', prompt: 'Why did I get this wrong?' }, token);
    expect((noAttempt.body!.errors as { pointer: string }[])[0]!.pointer).toBe('#/body/context/feedback');
    const student = await postJson(url(), { taskType: 'lesson_creation', prompt: 'Volcanoes', context: { material } }, learner.token);
    expect(student.status).toBe(403);
    expect((await postJson(url(), { taskType: 'lesson_creation', prompt: 'Volcanoes', context: { material } })).status).toBe(401);
    expect((await used.server.platform.store.head()).lastPosition).toBe(before);
  });

  it('reports the providers’ health to anyone signed in and the generations’ figures to admins', async () => {
    const { access_token: token } = await creator();
    const health = await getJson(`${used.server.url}/api/ai/health`, token);
    expect(health.body).toEqual({
      status: 'ok',
      providers: [
        { name: 'built-in', state: 'up', models: ['extractive-1'], detail: null },
        { name: 'openai-compatible', state: 'not_configured', models: [], detail: expect.stringContaining('AI_BASE_URL') },
      ],
    });
    expect((await getJson(`${used.server.url}/api/ai/metrics`, token)).status).toBe(403);
    const admin = await used.server.tokenFor({ userId: randomUUID(), role: 'admin', tier: 'free' });
    const metrics = await getJson(`${used.server.url}/api/ai/metrics`, admin);
    expect(metrics.status).toBe(200);
    const tasks = metrics.body!.tasks as { taskType: string; requests: number; failures: number; creditsSpent: number; latencyMs: { p50: number | null } }[];
    const quizzes = tasks.find((task) => task.taskType === 'quiz_generation')!;
    expect(quizzes.requests).toBeGreaterThanOrEqual(2);
    expect(quizzes.failures).toBeGreaterThanOrEqual(1);
    expect(quizzes.creditsSpent).toBeGreaterThanOrEqual(1);
    expect(quizzes.latencyMs.p50).not.toBeNull();
  });

  it("makes an easier and a harder variant of a lesson for its pro_plus author, for credits, and says what a translation needs", async () => {
    const author = await used.server.tokenFor({ userId: randomUUID(), role: 'instructor', tier: 'pro_plus' });
    const courseId = randomUUID();
    const kindsText = volcanoes.split('## Kinds of volcanoes')[1]!.split('## How eruptions happen')[0]!.trim();
    const course = (path: string) => `${used.server.url}/api/courses/${courseId}${path}`;
    expect((await postJson(`${used.server.url}/api/courses`, { courseId, title: 'Volcanoes', level: 'beginner', language: 'en', tags: [] }, author)).status).toBe(201);
    expect((await postJson(course('/modules'), { expectedVersion: 1, moduleId: 'm1', title: 'Kinds' }, author)).status).toBe(201);
    const lesson = { expectedVersion: 2, moduleId: 'm1', lessonId: 'l1', title: 'Kinds of volcanoes', blocks: [{ kind: 'text', text: kindsText }], estimatedMinutes: 5, skillIds: [] };
    expect((await postJson(course('/lessons'), lesson, author)).status).toBe(201);
    const variants = `${used.server.url}/api/ai/lesson-variants`;
    const before = await balanceOf(author);

    const easier = await postJson(variants, { courseId, lessonId: 'l1', kind: 'easier' }, author);
    expect(easier.status).toBe(200);
    expect(easier.body).toMatchObject({ kind: 'easier', provider: 'built-in', title: 'Kinds of volcanoes (the essentials)', creditsSpent: 1, creditsLeft: before - 1 });
    const harder = await postJson(variants, { courseId, lessonId: 'l1', kind: 'harder' }, author);
    expect(harder.body).toMatchObject({ kind: 'harder', title: 'Kinds of volcanoes (challenge)' });
    expect((harder.body!.blocks as { kind: string }[]).filter((block) => block.kind === 'check').length).toBeGreaterThan(0);

    const translation = await postJson(variants, { courseId, lessonId: 'l1', kind: 'translation', targetLanguage: 'es' }, author);
    expect(translation.status).toBe(409);
    expect(translation.body).toMatchObject({ title: 'A language model is needed', detail: expect.stringContaining('AI_BASE_URL') });
    expect(await balanceOf(author)).toBe(before - 2);

    const stranger = await used.server.tokenFor({ userId: randomUUID(), role: 'instructor', tier: 'pro_plus' });
    expect((await postJson(variants, { courseId, lessonId: 'l1', kind: 'easier' }, stranger)).status).toBe(403);
    const missing = await postJson(variants, { courseId, lessonId: 'no-such-lesson', kind: 'easier' }, author);
    expect(missing.body!.errors).toEqual([{ pointer: '#/body/lessonId', detail: 'The course has no such lesson' }]);
  });
});
