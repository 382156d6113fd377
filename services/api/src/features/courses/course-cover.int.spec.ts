import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { streamId } from '@pathwise/event-schemas';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenPublishedCourse } from '../../testing/course-fixtures.js';
import { requestJson } from '../../testing/json-requests.js';
import { countFiles } from '../../testing/material-files.js';
import { imageFacts, samplePng } from '../../testing/sample-images.js';
import { settledHead } from '../../testing/settled-head.js';
import { useTestServer } from '../../testing/use-test-server.js';

const COVER_URL = /^\/api\/files\/course-covers\/[0-9a-f-]{36}$/;

describe.each(testDatabaseKinds)('course covers over HTTP on %s', (kind) => {
  const storageDir = mkdtempSync(join(tmpdir(), 'pathwise-covers-'));
  const used = useTestServer(kind, { FILE_STORAGE_DIR: storageDir });
  const url = (path: string) => `${used.server.url}/api${path}`;
  let photo: Buffer;
  beforeAll(async () => {
    photo = await samplePng(1600, 1200);
  });

  const creator = async () => {
    const userId = randomUUID();
    return { userId, token: await used.server.tokenFor({ userId, role: 'creator', tier: 'free' }) };
  };
  const upload = (courseId: string, token: string, body: Buffer, contentType = 'image/png') =>
    fetch(url(`/courses/${courseId}/cover`), { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body });
  const servedImage = async (path: string) => {
    const response = await fetch(`${used.server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    return imageFacts(Buffer.from(await response.arrayBuffer()));
  };

  it('keeps an uploaded PNG as 16:9 WebP in two sizes, records it by a details edit, and shows it on the course page and in the catalogue once published', async () => {
    const author = await creator();
    const title = `Covered ${randomUUID().slice(0, 8)}`;
    const { courseId } = await givenPublishedCourse(used.server.platform.store, { creatorId: author.userId, title });

    const response = await upload(courseId, author.token, photo);
    expect(response.status).toBe(200);
    const written = (await response.json()) as { courseId: string; version: number };
    const { events } = await used.server.platform.store.readStream(streamId('course', courseId));
    const last = events.at(-1)!;
    expect(last.type).toBe('CourseDetailsEdited');
    const coverImageUrl = (last.data as { coverImageUrl: string }).coverImageUrl;
    expect(coverImageUrl).toMatch(COVER_URL);
    expect(last.data).toMatchObject({ title, priceCents: 0, language: 'en' });

    expect(await servedImage(coverImageUrl)).toEqual({ format: 'webp', width: 1280, height: 720, hasExif: false });
    expect(await servedImage(`${coverImageUrl}?size=card`)).toEqual({ format: 'webp', width: 640, height: 360, hasExif: false });

    const published = await requestJson('POST', url(`/courses/${courseId}/publish`), { expectedVersion: written.version }, author.token);
    expect(published.status).toBe(200);
    const page = await requestJson('GET', url(`/courses/${courseId}`));
    expect((page.body as { course: { coverImageUrl: string } }).course.coverImageUrl).toBe(coverImageUrl);
    const catalogue = await eventually(async () => {
      const found = await requestJson('GET', url(`/courses?q=${encodeURIComponent(title)}`));
      expect((found.body as { items: { coverImageUrl: string | null }[] }).items[0]?.coverImageUrl).toBe(coverImageUrl);
      return found.body as { items: unknown[] };
    });
    expect(catalogue.items).toHaveLength(1);
  });

  it('removes the cover by a details edit that keeps the rest', async () => {
    const author = await creator();
    const { courseId } = await givenPublishedCourse(used.server.platform.store, { creatorId: author.userId });
    expect((await upload(courseId, author.token, photo)).status).toBe(200);
    const removed = await requestJson('DELETE', url(`/courses/${courseId}/cover`), undefined, author.token);
    expect(removed.status).toBe(200);
    const { events } = await used.server.platform.store.readStream(streamId('course', courseId));
    expect(events.at(-1)).toMatchObject({ type: 'CourseDetailsEdited', data: { coverImageUrl: null, title: 'Fractions for everyone' } });
  });

  describe('refusals, which leave the log and the storage as they were', () => {
    async function expectRefused(send: () => Promise<Response>, status: number, detail: RegExp, pointer?: string) {
      const head = await settledHead(used.server.platform);
      const files = countFiles(storageDir);
      const response = await send();
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      const problem = (await response.json()) as { detail: string; errors?: { pointer: string; detail: string }[] };
      expect(problem.detail).toMatch(detail);
      if (pointer) expect(problem.errors?.map((error) => error.pointer)).toEqual([pointer]);
      expect((await used.server.platform.store.head()).lastPosition).toBe(head.lastPosition);
      expect(countFiles(storageDir)).toBe(files);
    }

    it('refuses a file that is not the image it claims, broken image data, a type not offered and a file over 5 MB, naming the body', async () => {
      const author = await creator();
      const { courseId } = await givenPublishedCourse(used.server.platform.store, { creatorId: author.userId });
      await expectRefused(() => upload(courseId, author.token, Buffer.from('<svg onload="alert(1)"/>')), 400, /not a image\/png image/, '#/body');
      await expectRefused(() => upload(courseId, author.token, photo.subarray(0, 2_000)), 400, /not a image\/png image/, '#/body');
      await expectRefused(() => upload(courseId, author.token, Buffer.from('<svg/>'), 'image/svg+xml'), 400, /Content-Type image\/png, image\/jpeg, image\/webp/, '#/body');
      await expectRefused(() => upload(courseId, author.token, Buffer.concat([photo, Buffer.alloc(5 * 1024 * 1024)])), 413, /exceeds the limit of 5mb/);
    });

    it('refuses someone who is not an author of the course, and an unknown course', async () => {
      const author = await creator();
      const stranger = await creator();
      const { courseId } = await givenPublishedCourse(used.server.platform.store, { creatorId: author.userId });
      await expectRefused(() => upload(courseId, stranger.token, photo), 403, /Only the course's creator and its co-authors/);
      await expectRefused(() => upload(randomUUID(), author.token, photo), 404, /No such course/);
      await expectRefused(
        () => fetch(url(`/courses/${courseId}/cover`), { method: 'DELETE', headers: { authorization: `Bearer ${stranger.token}` } }),
        403,
        /Only the course's creator and its co-authors/,
      );
    });
  });
});
