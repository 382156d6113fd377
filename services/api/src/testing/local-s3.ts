import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  readonly endpoint: string;
  readonly bucket: string;
  /** The environment that points the server at this bucket. */
  readonly environment: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API over HTTP, objects in a temporary folder) on loopback, with
 * one bucket. It speaks the same wire protocol as AWS and MinIO, so the SDK is exercised end to end.
 */
export async function startLocalS3(bucket = 'pathwise-test'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'pathwise-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    environment: {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
