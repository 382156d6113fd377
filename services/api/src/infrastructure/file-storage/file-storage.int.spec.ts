import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../testing/local-s3.js';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

interface StorageUnderTest {
  readonly storage: FileStorage;
  close(): Promise<void>;
}

/** S3_TEST_ENDPOINT (with S3_TEST_BUCKET and keys) adds a run against another server, such as MinIO or AWS. */
const external = process.env.S3_TEST_ENDPOINT
  ? {
      endpoint: process.env.S3_TEST_ENDPOINT,
      bucket: process.env.S3_TEST_BUCKET ?? 'pathwise-test',
      accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY ?? '',
    }
  : null;

const s3Storage = (endpoint: string, bucket: string, credentials: { accessKeyId: string; secretAccessKey: string }, prefix = '') =>
  new S3FileStorage({ bucket, region: 'us-east-1', endpoint, credentials, forcePathStyle: true, prefix });

const adapters: [string, () => Promise<StorageUnderTest>][] = [
  [
    'a local folder',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'pathwise-files-'));
      return { storage: new LocalFileStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  ],
  [
    'an S3-compatible server on loopback',
    async () => {
      const s3: LocalS3 = await startLocalS3();
      const storage = s3Storage(s3.endpoint, s3.bucket, { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, 'tests/');
      return {
        storage,
        async close() {
          storage.close();
          await s3.close();
        },
      };
    },
  ],
  ...(external
    ? ([
        [
          `the S3 server at S3_TEST_ENDPOINT`,
          async () => {
            const storage = s3Storage(external.endpoint, external.bucket, external, `pathwise-contract-${randomUUID().slice(0, 8)}/`);
            return { storage, close: async () => storage.close() };
          },
        ],
      ] as [string, () => Promise<StorageUnderTest>][])
    : []),
];

/** One contract, every adapter: what the features rely on holds wherever the bytes live. */
describe.each(adapters)('file storage in %s', (_name, open) => {
  let underTest: StorageUnderTest;
  beforeAll(async () => {
    underTest = await open();
  });
  afterAll(async () => {
    await underTest.close();
  });
  const storage = () => underTest.storage;
  const key = () => `materials/${randomUUID()}`;

  it('gives back the exact bytes and content type that were put', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 31) % 256));
    const fileKey = key();
    await storage().put(fileKey, { bytes, contentType: 'application/pdf' });
    const file = await storage().get(fileKey);
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.bytes.equals(bytes)).toBe(true);
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await storage().get(key())).toBeNull();
  });

  it('replaces a file put again under the same key', async () => {
    const fileKey = key();
    await storage().put(fileKey, { bytes: Buffer.from('first'), contentType: 'text/plain' });
    await storage().put(fileKey, { bytes: Buffer.from('# second'), contentType: 'text/markdown' });
    const file = await storage().get(fileKey);
    expect(file?.bytes.toString()).toBe('# second');
    expect(file?.contentType).toBe('text/markdown');
  });

  it('deletes a file, and deleting it again is no error', async () => {
    const fileKey = key();
    await storage().put(fileKey, { bytes: Buffer.from('bye'), contentType: 'text/plain' });
    await storage().delete(fileKey);
    expect(await storage().get(fileKey)).toBeNull();
    await expect(storage().delete(fileKey)).resolves.toBeUndefined();
  });

  it('keeps files under different keys apart', async () => {
    const [a, b] = [key(), key()];
    await storage().put(a, { bytes: Buffer.from('a'), contentType: 'text/plain' });
    await storage().put(b, { bytes: Buffer.from('b'), contentType: 'text/plain' });
    await storage().delete(a);
    expect((await storage().get(b))?.bytes.toString()).toBe('b');
  });

  it('refuses keys that could leave their place or mean two things', async () => {
    for (const bad of ['../escape', 'materials/../../x', '/absolute', 'UPPER/case', 'materials/', 'a//b', 'spaced key']) {
      await expect(storage().put(bad, { bytes: Buffer.from('x'), contentType: 'text/plain' })).rejects.toThrow(/Invalid file key/);
      await expect(storage().get(bad)).rejects.toThrow(/Invalid file key/);
    }
  });
});

describe('file storage in an S3-compatible bucket that is not there', () => {
  it('reports the wrong configuration instead of answering as if the file were missing', async () => {
    const s3 = await startLocalS3();
    const storage = s3Storage(s3.endpoint, 'no-such-bucket', { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    try {
      await expect(storage.get('materials/anything')).rejects.toThrow();
      await expect(storage.put('materials/anything', { bytes: Buffer.from('x'), contentType: 'text/plain' })).rejects.toThrow();
    } finally {
      storage.close();
      await s3.close();
    }
  });
});
