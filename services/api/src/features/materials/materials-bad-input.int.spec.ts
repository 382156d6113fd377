import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Material } from '@pathwise/contracts';
import { testDatabaseKinds } from '@pathwise/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenEnrolment, givenPublishedCourse } from '../../testing/course-fixtures.js';
import { startLocalS3, type LocalS3 } from '../../testing/local-s3.js';
import { countFiles, PDF } from '../../testing/material-files.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { settledHead } from '../../testing/settled-head.js';

const ELF = Buffer.from('7f454c4602010100000000000000000002003e00', 'hex');

describe.each(testDatabaseKinds)('bad material uploads on %s', (kind) => {
  const storageDir = mkdtempSync(join(tmpdir(), 'pathwise-materials-bad-'));
  const used = useTestServer(kind, { FILE_STORAGE_DIR: storageDir, MATERIAL_MAX_SIZE: '64kb' });
  let token: string;
  let courseId: string;

  beforeAll(async () => {
    const userId = randomUUID();
    token = await used.server.tokenFor({ userId, role: 'creator', tier: 'free' });
    ({ courseId } = await givenPublishedCourse(used.server.platform.store, { creatorId: userId }));
  });

  const upload = (query: string, body: Buffer | null, headers: Record<string, string> = { 'content-type': 'application/pdf' }, auth = true) =>
    fetch(`${used.server.url}/api/materials?${query}`, {
      method: 'POST',
      headers: { ...(auth ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body ? { body } : {}),
    });

  /** The answer is a problem naming each field, and neither the log nor the storage folder gained anything. */
  async function expectRefused(send: () => Promise<Response>, status: number, pointers: string[]) {
    const head = await settledHead(used.server.platform);
    const files = countFiles(storageDir);
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = (await response.json()) as { status: number; title: string; detail: string; errors?: { pointer: string }[] };
    expect(problem.status).toBe(status);
    for (const pointer of pointers) expect((problem.errors ?? []).map((error) => error.pointer)).toContain(pointer);
    expect((await used.server.platform.store.head()).lastPosition).toBe(head.lastPosition);
    expect(countFiles(storageDir)).toBe(files);
    return problem;
  }

  it('refuses a file over the size limit with 413, saying the limit', async () => {
    const huge = Buffer.concat([PDF, Buffer.alloc(64 * 1024)]);
    const problem = await expectRefused(() => upload(`fileName=big.pdf&courseId=${courseId}`, huge), 413, ['#/body']);
    expect(problem.detail).toBe('The request body exceeds the limit of 64kb');
  });

  it('refuses a type that is not allowed with 415, naming the file name', async () => {
    const problem = await expectRefused(() => upload('fileName=setup.exe', ELF, { 'content-type': 'application/octet-stream' }), 415, [
      '#/query/fileName',
    ]);
    expect(problem.detail).toContain('.pdf');
    await expectRefused(() => upload('fileName=page.html', Buffer.from('<script>alert(1)</script>'), { 'content-type': 'text/html' }), 415, [
      '#/query/fileName',
    ]);
  });

  it('refuses bytes that are not what the name says, and a declared type that contradicts it', async () => {
    const problem = await expectRefused(() => upload('fileName=notes.pdf', ELF), 415, ['#/body']);
    expect(problem.detail).toBe("The file's content is not a PDF, as its name says it is");
    await expectRefused(() => upload('fileName=notes.txt', ELF, { 'content-type': 'text/plain' }), 415, ['#/body']);
    await expectRefused(() => upload('fileName=notes.pdf', PDF, { 'content-type': 'image/png' }), 415, ['#/headers/content-type']);
  });

  it('refuses an empty file, a missing body, and a missing or unusable name', async () => {
    const empty = await expectRefused(() => upload('fileName=empty.pdf', Buffer.alloc(0)), 400, ['#/body']);
    expect(empty.detail).toMatch(/empty|bytes/);
    await expectRefused(() => upload('fileName=none.pdf', null, {}), 400, ['#/body']);
    await expectRefused(() => upload('courseId=x', PDF), 400, ['#/query/fileName']);
    await expectRefused(() => upload('fileName=%20..%20', PDF), 400, ['#/query/fileName']);
    await expectRefused(() => upload('fileName=a.pdf&colour=blue', PDF), 400, ['#/query/colour']);
  });

  it("refuses an unknown course, naming courseId, and a course one does not teach with 403", async () => {
    const problem = await expectRefused(() => upload('fileName=a.pdf&courseId=no-such-course', PDF), 400, ['#/query/courseId']);
    expect(problem.detail).toContain('There is no course no-such-course');
    const learnerId = randomUUID();
    const learnerToken = await used.server.tokenFor({ userId: learnerId, role: 'student', tier: 'free' });
    await givenEnrolment(used.server.platform.store, courseId, learnerId);
    await expectRefused(
      () =>
        fetch(`${used.server.url}/api/materials?fileName=a.pdf&courseId=${courseId}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${learnerToken}`, 'content-type': 'application/pdf' },
          body: PDF,
        }),
      403,
      [],
    );
  });

  it('refuses an upload without a token before reading it', async () => {
    await expectRefused(() => upload('fileName=a.pdf', PDF, { 'content-type': 'application/pdf' }, false), 401, []);
  });

  it('refuses a bad attachment body, naming the fields', async () => {
    const created = (await (await upload('fileName=ok.pdf', PDF)).json()) as Material;
    await expectRefused(
      () =>
        fetch(`${used.server.url}/api/materials/${created.materialId}/attachments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ courseId: 'bad id!', extra: 1 }),
        }),
      400,
      ['#/body/courseId', '#/body/lessonId'],
    );
  });
});

describe('course materials in an S3-compatible bucket', () => {
  let s3: LocalS3;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startLocalS3();
    server = await startTestServer('pglite', s3.environment);
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });
  const used = {
    get server() {
      return server;
    },
  };

  const objectKeys = async () => {
    const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    client.destroy();
    return (listed.Contents ?? []).map((object) => object.Key);
  };

  it('stores the upload as an object, serves it back, refuses bad bytes without an object, and deletes it', async () => {
    const userId = randomUUID();
    const token = await used.server.tokenFor({ userId, role: 'creator', tier: 'free' });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' };
    const created = await fetch(`${used.server.url}/api/materials?fileName=scores.csv`, { method: 'POST', headers, body: Buffer.from('name,score\nAda,90\n') });
    expect(created.status).toBe(201);
    const material = (await created.json()) as Material;
    expect(material.contentType).toBe('text/csv');
    expect(await objectKeys()).toEqual([expect.stringMatching(new RegExp(`^materials/${material.materialId}/`))]);

    const download = await fetch(`${used.server.url}${material.downloadUrl}`, { headers });
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await download.text()).toBe('name,score\nAda,90\n');

    const refused = await fetch(`${used.server.url}/api/materials?fileName=scores.csv`, { method: 'POST', headers, body: ELF });
    expect(refused.status).toBe(415);
    expect(await objectKeys()).toHaveLength(1);

    expect((await fetch(`${used.server.url}/api/materials/${material.materialId}`, { method: 'DELETE', headers })).status).toBe(204);
    expect(await objectKeys()).toEqual([]);
  });
});
