import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getJson, postJson } from '../../../testing/learning-requests.js';
import { settledHead } from '../../../testing/settled-head.js';
import { signInByEmail } from '../../../testing/sign-in-by-email.js';
import { useTestServer } from '../../../testing/use-test-server.js';
import { markdownPdf } from '../evaluation/markdown-pdf.js';

const volcanoes = readFileSync(new URL('../testing/material/volcanoes.md', import.meta.url), 'utf8');
const chapters = [...volcanoes.matchAll(/^## (.+)$/gm)].map((match) => match[1]!);

/** The Markdown material set as a PDF the way a word processor would: larger type for headings, a page per chapter. */
function volcanoesPdf(): Promise<Buffer> {
  const [title = '', first = '', ...rest] = volcanoes.split(/^(?=## )/m);
  return markdownPdf([title + first, ...rest]);
}

interface Outline {
  files: { materialId: string | null; fileName: string; pages: number }[];
  modules: { title: string; lessons: { title: string; material: number; section: number; skill: number; sources: { file: string; page: number | null; paragraph: number }[]; quizItems: unknown[] }[] }[];
  skills: { name: string; prerequisites: number[] }[];
}

describe('the outline generator', () => {
  const used = useTestServer('pglite');
  const api = (path: string) => `${used.server.url}/api${path}`;
  const creator = async () => (await signInByEmail(used.server.url, `outliner-${randomUUID().slice(0, 8)}@example.com`, 'Olive Outliner')).session.access_token;
  const balanceOf = async (token: string) => ((await getJson(api('/me'), token)).body!.ai_credits as { balance: number }).balance;
  const upload = async (token: string, fileName: string, bytes: Buffer, contentType: string) => {
    const response = await fetch(api(`/materials?${new URLSearchParams({ fileName })}`), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body: bytes,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { materialId: string }).materialId;
  };

  it('drafts an outline from an uploaded PDF covering each of its sections, with file and page, then the draft course from the edited outline', async () => {
    const token = await creator();
    const materialId = await upload(token, 'volcanoes.pdf', await volcanoesPdf(), 'application/pdf');

    const drafted = await postJson(api('/ai/outlines'), { topic: 'Volcanoes for beginners', materialIds: [materialId] }, token);
    expect(drafted.status).toBe(200);
    expect(drafted.body).toMatchObject({ provider: 'built-in', creditsSpent: 1, creditsLeft: 99 });
    const outline = drafted.body!.outline as Outline;
    expect(outline.files).toEqual([{ materialId, fileName: 'volcanoes.pdf', pages: chapters.length }]);
    const lessons = outline.modules.flatMap((module) => module.lessons);
    expect(lessons.map((lesson) => lesson.title)).toEqual(chapters);
    lessons.forEach((lesson, index) => {
      expect(lesson.sources.length).toBeGreaterThan(0);
      expect(lesson.sources.every((source) => source.file === 'volcanoes.pdf' && source.page === index + 1)).toBe(true);
    });
    expect(lessons.some((lesson) => lesson.quizItems.length > 0)).toBe(true);
    expect(outline.skills).toHaveLength(chapters.length);
    expect(outline.skills.flatMap((skill) => skill.prerequisites).length).toBeGreaterThan(0);

    // The creator drops the last lesson and renames the first before creating the course.
    const edited = {
      modules: outline.modules.map((module, index) => ({
        title: index === 0 ? 'Start here' : module.title,
        lessons: module.lessons.filter((lesson) => lesson.title !== chapters.at(-1)).map(({ title, material, section, skill }) => ({ title, material, section, skill })),
      })),
      skills: outline.skills,
    };
    const courseId = randomUUID();
    const created = await postJson(api('/ai/outlines/courses'), { courseId, title: 'Volcanoes for beginners', materialIds: [materialId], outline: edited }, token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ courseId, lessons: chapters.length - 1, skills: chapters.length - 1, creditsSpent: 1, creditsLeft: 98 });

    const authoring = await getJson(api(`/courses/${courseId}/authoring`), token);
    expect(authoring.status).toBe(200);
    const course = authoring.body as { status: string; modules: { title: string; lessons: { title: string; blocks: { kind: string }[]; skillIds: string[] }[]; quizzes: { items: { skillIds: string[] }[] }[] }[]; skills: { skillId: string; name: string; prerequisiteIds: string[] }[] };
    expect(course.status).toBe('draft');
    expect(course.modules[0]!.title).toBe('Start here');
    const courseLessons = course.modules.flatMap((module) => module.lessons);
    expect(courseLessons.map((lesson) => lesson.title)).toEqual(chapters.slice(0, -1));
    expect(courseLessons.every((lesson) => lesson.blocks[0]!.kind === 'text' && lesson.skillIds.length === 1)).toBe(true);
    expect(course.skills.map((skill) => skill.name).sort()).toEqual(chapters.slice(0, -1).sort());
    expect(course.skills.some((skill) => skill.prerequisiteIds.length > 0)).toBe(true);
    expect(course.modules.flatMap((module) => module.quizzes).flatMap((quiz) => quiz.items).length).toBeGreaterThan(0);
  });

  it('drafts from pasted text and a Markdown upload together, numbering the files in that order', async () => {
    const token = await creator();
    const materialId = await upload(token, 'notes.md', Buffer.from(volcanoes), 'text/markdown');
    const drafted = await postJson(api('/ai/outlines'), { topic: 'Volcanoes', language: 'en', materialIds: [materialId], texts: [{ fileName: 'pasted', pages: ['## Lava\n\nLava is molten rock that has reached the surface.'] }] }, token);
    expect(drafted.status).toBe(200);
    const outline = drafted.body!.outline as Outline;
    expect(outline.files.map((file) => file.fileName)).toEqual(['notes.md', 'pasted']);
    expect(outline.modules.at(-1)!.lessons).toMatchObject([{ title: 'Lava', material: 1, sources: [{ file: 'pasted', page: null, paragraph: 1 }] }]);
  });

  it('refuses a visitor, a learner, and bad input by field, storing nothing and charging nothing', async () => {
    const token = await creator();
    const learner = await used.learner();
    const before = (await settledHead(used.server.platform)).lastPosition;
    const material = { texts: [{ fileName: 'notes.md', pages: [volcanoes] }] };
    expect((await postJson(api('/ai/outlines'), { topic: 'Volcanoes', ...material })).status).toBe(401);
    expect((await postJson(api('/ai/outlines/courses'), { courseId: randomUUID(), title: 'Volcanoes', ...material, outline: { modules: [], skills: [] } })).status).toBe(401);
    expect((await postJson(api('/ai/outlines'), { topic: 'Volcanoes', ...material }, learner.token)).status).toBe(403);

    const pointers = async (path: string, body: unknown) => {
      const refused = await postJson(api(path), body, token);
      expect(refused.status).toBe(400);
      return (refused.body!.errors as { pointer: string }[]).map((error) => error.pointer).sort();
    };
    expect(await pointers('/ai/outlines', { topic: '', materialIds: ['not an id'] })).toEqual(['#/body/materialIds/0', '#/body/topic']);
    expect(await pointers('/ai/outlines', { topic: 'Volcanoes' })).toEqual(['#/body/materialIds']);
    expect(await pointers('/ai/outlines', { topic: 'Volcanoes', materialIds: [randomUUID()] })).toEqual(['#/body/materialIds/0']);
    const outline = { modules: [{ title: 'One', lessons: [{ title: 'Nowhere', material: 3, section: 0, skill: 0 }] }], skills: [{ name: 'Nowhere', prerequisites: [] }] };
    expect(await pointers('/ai/outlines/courses', { courseId: randomUUID(), title: 'Volcanoes', ...material, outline })).toEqual(['#/body/outline/modules/0/lessons/0/material']);
    expect((await used.server.platform.store.head()).lastPosition).toBe(before);
    expect(await balanceOf(token)).toBe(100);
  });
});
