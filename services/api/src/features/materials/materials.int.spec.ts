import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Material, MaterialListResponse } from '@pathwise/contracts';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { givenEnrolment, givenPublishedCourse } from '../../testing/course-fixtures.js';
import { countFiles, PDF } from '../../testing/material-files.js';
import { useTestServer } from '../../testing/use-test-server.js';

describe.each(testDatabaseKinds)('course materials over HTTP on %s', (kind) => {
  const storageDir = mkdtempSync(join(tmpdir(), 'pathwise-materials-'));
  const used = useTestServer(kind, { FILE_STORAGE_DIR: storageDir });
  const api = (path: string) => `${used.server.url}/api${path}`;
  const store = () => used.server.platform.store;
  const user = async (role: 'creator' | 'student' | 'admin' = 'creator') => {
    const userId = randomUUID();
    return { userId, token: await used.server.tokenFor({ userId, role, tier: 'free' }) };
  };
  const upload = (token: string, query: Record<string, string>, body: Buffer, contentType = 'application/pdf') =>
    fetch(api(`/materials?${new URLSearchParams(query)}`), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body,
    });
  const get = (path: string, token: string) => fetch(api(path), { headers: { authorization: `Bearer ${token}` } });
  const send = (method: string, path: string, token: string, body?: unknown) =>
    fetch(api(path), {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('uploads for a course, lists, attaches, and lets an enrolled learner download, but nobody else', async () => {
    const creator = await user();
    const { courseId, lessonIds } = await givenPublishedCourse(store(), { creatorId: creator.userId, lessonIds: ['l1', 'l2'] });
    const uploaded = await upload(creator.token, { fileName: 'Week 1: fractions.pdf', courseId }, PDF);
    expect(uploaded.status).toBe(201);
    const material = (await uploaded.json()) as Material;
    expect(material).toMatchObject({
      ownerId: creator.userId,
      courseId,
      fileName: 'Week 1 fractions.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      attachments: [],
      downloadUrl: `/api/materials/${material.materialId}/download`,
    });
    expect(material.sha256).toMatch(/^[0-9a-f]{64}$/);
    const stream = await store().readStream(`material-${material.materialId}`);
    expect(stream.events.map((event) => event.type)).toEqual(['MaterialUploaded']);

    await eventually(async () => {
      const mine = (await (await get('/materials', creator.token)).json()) as MaterialListResponse;
      expect(mine.materials.map((listed) => listed.materialId)).toEqual([material.materialId]);
      expect(mine.limits.maxBytes).toBe(25 * 1024 * 1024);
    });
    const ofCourse = (await (await get(`/materials?courseId=${courseId}`, creator.token)).json()) as MaterialListResponse;
    expect(ofCourse.materials.map((listed) => listed.fileName)).toEqual(['Week 1 fractions.pdf']);

    const learner = await user('student');
    await givenEnrolment(store(), courseId, learner.userId);
    expect((await get(material.downloadUrl.replace('/api', ''), learner.token)).status).toBe(403);

    const attached = await send('POST', `/materials/${material.materialId}/attachments`, creator.token, { courseId, lessonId: lessonIds[1] });
    expect(attached.status).toBe(200);
    expect(((await attached.json()) as Material).attachments).toEqual([{ courseId, lessonId: 'l2' }]);

    const download = await get(material.downloadUrl.replace('/api', ''), learner.token);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Week 1 fractions.pdf"; filename*=UTF-8''Week%201%20fractions.pdf`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await get(`/materials/${material.materialId}`, learner.token)).status).toBe(200);

    const notEnrolled = await user('student');
    const refused = await get(material.downloadUrl.replace('/api', ''), notEnrolled.token);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const stranger = await user('creator');
    expect((await get(material.downloadUrl.replace('/api', ''), stranger.token)).status).toBe(403);
    expect((await get(`/materials/${material.materialId}`, stranger.token)).status).toBe(403);
    expect((await get(`/materials?courseId=${courseId}`, stranger.token)).status).toBe(403);
    const admin = await user('admin');
    expect((await get(material.downloadUrl.replace('/api', ''), admin.token)).status).toBe(200);
    expect((await fetch(api(`/materials/${material.materialId}/download`))).status).toBe(401);
  });

  it('lets a co-author attach the course material, refuses strangers, unknown lessons and courses, and detaches', async () => {
    const creator = await user();
    const coAuthor = await user();
    const { courseId } = await givenPublishedCourse(store(), { creatorId: creator.userId, coAuthorIds: [coAuthor.userId] });
    const material = (await (await upload(creator.token, { fileName: 'notes.md', courseId }, Buffer.from('# Notes\n'), 'text/markdown')).json()) as Material;
    const path = `/materials/${material.materialId}/attachments`;

    const stranger = await user();
    expect((await send('POST', path, stranger.token, { courseId, lessonId: 'lesson-1' })).status).toBe(403);
    const ghost = await send('POST', path, coAuthor.token, { courseId, lessonId: 'ghost' });
    expect(ghost.status).toBe(400);
    expect(((await ghost.json()) as { errors: { pointer: string }[] }).errors[0]!.pointer).toBe('#/body/lessonId');
    const noCourse = await send('POST', path, coAuthor.token, { courseId: 'no-such-course', lessonId: 'lesson-1' });
    expect(noCourse.status).toBe(400);
    expect(((await noCourse.json()) as { errors: { pointer: string }[] }).errors[0]!.pointer).toBe('#/body/courseId');
    expect((await send('POST', `/materials/${randomUUID()}/attachments`, coAuthor.token, { courseId, lessonId: 'lesson-1' })).status).toBe(404);

    expect((await send('POST', path, coAuthor.token, { courseId, lessonId: 'lesson-1' })).status).toBe(200);
    const again = await send('POST', path, coAuthor.token, { courseId, lessonId: 'lesson-1' });
    expect(((await again.json()) as Material).attachments).toHaveLength(1);
    const detached = await send('DELETE', `${path}/${courseId}/lesson-1`, coAuthor.token);
    expect(((await detached.json()) as Material).attachments).toEqual([]);
    const types = (await store().readStream(`material-${material.materialId}`)).events.map((event) => event.type);
    expect(types).toEqual(['MaterialUploaded', 'MaterialAttached', 'MaterialDetached']);
  });

  it("refuses to attach someone else's own file to a course, which would share it", async () => {
    const owner = await user();
    const other = await user();
    const { courseId } = await givenPublishedCourse(store(), { creatorId: other.userId });
    const private_ = (await (await upload(owner.token, { fileName: 'private.pdf' }, PDF)).json()) as Material;
    const response = await send('POST', `/materials/${private_.materialId}/attachments`, other.token, { courseId, lessonId: 'lesson-1' });
    expect(response.status).toBe(403);
  });

  it('takes a retried upload with the same materialId once, and refuses the id for other bytes', async () => {
    const creator = await user();
    const materialId = randomUUID();
    const before = countFiles(storageDir);
    const first = await upload(creator.token, { fileName: 'same.pdf', materialId }, PDF);
    const retry = await upload(creator.token, { fileName: 'same.pdf', materialId }, PDF);
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(((await retry.json()) as Material).materialId).toBe(materialId);
    const other = await upload(creator.token, { fileName: 'same.pdf', materialId }, Buffer.concat([PDF, Buffer.from('%more')]));
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ errors: [{ pointer: '#/query/materialId', detail: 'Already used for a different request' }] });
    expect((await store().readStream(`material-${materialId}`)).currentVersion).toBe(1);
    // One file and its content-type note beside it.
    expect(countFiles(storageDir) - before).toBe(2);
  });

  it('deletes a material and its file; afterwards it is gone for everyone and a second delete changes nothing', async () => {
    const creator = await user();
    const material = (await (await upload(creator.token, { fileName: 'old.pdf' }, PDF)).json()) as Material;
    const before = countFiles(storageDir);
    const stranger = await user();
    expect((await send('DELETE', `/materials/${material.materialId}`, stranger.token)).status).toBe(403);
    expect((await send('DELETE', `/materials/${material.materialId}`, creator.token)).status).toBe(204);
    expect((await send('DELETE', `/materials/${material.materialId}`, creator.token)).status).toBe(204);
    expect(countFiles(storageDir)).toBe(before - 2);
    expect((await get(`/materials/${material.materialId}/download`, creator.token)).status).toBe(410);
    const types = (await store().readStream(`material-${material.materialId}`)).events.map((event) => event.type);
    expect(types).toEqual(['MaterialUploaded', 'MaterialDeleted']);
    await eventually(async () => {
      const mine = (await (await get('/materials', creator.token)).json()) as MaterialListResponse;
      expect(mine.materials.map((listed) => listed.materialId)).not.toContain(material.materialId);
    });
  });
});
