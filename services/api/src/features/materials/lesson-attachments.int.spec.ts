import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Material } from '@pathwise/contracts';
import { eventually } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { givenEnrolment, givenPublishedCourse } from '../../testing/course-fixtures.js';
import { requestJson } from '../../testing/json-requests.js';
import { PDF, PNG } from '../../testing/material-files.js';
import { useTestServer } from '../../testing/use-test-server.js';

describe('attachment blocks in lessons', () => {
  const used = useTestServer('pglite', { FILE_STORAGE_DIR: mkdtempSync(join(tmpdir(), 'pathwise-lesson-attachments-')) });
  const api = (path: string) => `${used.server.url}/api${path}`;
  const person = (role: 'creator' | 'student') => used.person(role, 'free');
  const upload = async (token: string, query: Record<string, string>, file: { type: string; bytes: Buffer } = { type: 'application/pdf', bytes: PDF }) => {
    const response = await fetch(api(`/materials?${new URLSearchParams(query)}`), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': file.type },
      body: file.bytes,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Material;
  };
  const download = async (materialId: string, token: string) =>
    (await fetch(api(`/materials/${materialId}/download`), { headers: { authorization: `Bearer ${token}` } })).status;

  it("share the author's file with the course's learners, and never someone else's private file", async () => {
    const creator = await person('creator');
    const stranger = await person('creator');
    const learner = await person('student');
    const { courseId } = await givenPublishedCourse(used.server.platform.store, { creatorId: creator.userId });
    await givenEnrolment(used.server.platform.store, courseId, learner.userId);
    const worksheet = await upload(creator.token, { fileName: 'worksheet.pdf', courseId });
    const private_ = await upload(stranger.token, { fileName: 'diary.pdf' });
    expect(await download(worksheet.materialId, learner.token)).toBe(403);

    const lesson = {
      expectedVersion: 4,
      title: 'Practice',
      estimatedMinutes: 5,
      skillIds: [],
      blocks: [
        { kind: 'attachment', materialId: worksheet.materialId, name: 'Worksheet' },
        { kind: 'attachment', materialId: private_.materialId, name: 'Not mine' },
      ],
    };
    expect((await requestJson('PUT', api(`/courses/${courseId}/lessons/lesson-1`), lesson, creator.token)).status).toBe(200);

    await eventually(async () => expect(await download(worksheet.materialId, learner.token)).toBe(200));
    expect(await download(private_.materialId, learner.token)).toBe(403);
    const { events } = await used.server.platform.store.readStream(`material-${private_.materialId}`);
    expect(events.map((event) => event.type)).toEqual(['MaterialUploaded']);
  });

  it('share through an image block only an image, and through an audio block no image', async () => {
    const creator = await person('creator');
    const learner = await person('student');
    const { courseId } = await givenPublishedCourse(used.server.platform.store, { creatorId: creator.userId });
    await givenEnrolment(used.server.platform.store, courseId, learner.userId);
    const picture = await upload(creator.token, { fileName: 'halves.png', courseId }, { type: 'image/png', bytes: PNG });
    const worksheet = await upload(creator.token, { fileName: 'worksheet.pdf', courseId });
    const lesson = {
      expectedVersion: 4,
      title: 'Halves',
      estimatedMinutes: 5,
      skillIds: [],
      blocks: [
        { kind: 'audio', materialId: picture.materialId, caption: 'Not a recording' },
        { kind: 'image', materialId: worksheet.materialId, alt: 'Not an image' },
        { kind: 'image', materialId: picture.materialId, alt: 'A pie in halves' },
      ],
    };
    expect((await requestJson('PUT', api(`/courses/${courseId}/lessons/lesson-1`), lesson, creator.token)).status).toBe(200);

    await eventually(async () => expect(await download(picture.materialId, learner.token)).toBe(200));
    expect(await download(worksheet.materialId, learner.token)).toBe(403);
  });
});
