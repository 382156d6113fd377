import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertFileKey, type FileStorage, type StoredFile } from './file-storage.js';

export interface S3Settings {
  readonly bucket: string;
  readonly region: string;
  /** Any S3-compatible server (MinIO, Ceph, R2...); unset for AWS itself. */
  readonly endpoint: string | undefined;
  /** Unset: the SDK's own chain (environment, instance role). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
  /** Bucket in the path rather than the host name: what most self-hosted servers need. */
  readonly forcePathStyle: boolean;
  /** Prepended to every key, so that one bucket can serve several deployments. */
  readonly prefix: string;
}

/** Files as objects of one bucket; the content type travels as the object's own Content-Type. */
export class S3FileStorage implements FileStorage {
  readonly #client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.#client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: { ...settings.credentials } } : {}),
    });
  }

  #key(key: string): string {
    assertFileKey(key);
    return `${this.settings.prefix}${key}`;
  }

  async put(key: string, file: StoredFile): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.#key(key), Body: file.bytes, ContentType: file.contentType }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.#client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.#key(key) }));
      if (!object.Body) return null;
      return {
        bytes: Buffer.from(await object.Body.transformToByteArray()),
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (!(error instanceof S3ServiceException)) throw error;
      // A missing bucket is a wrong configuration, not a missing file.
      const missingKey = error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket');
      if (missingKey) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing object with success, as the interface asks.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.#key(key) }));
  }

  close(): void {
    this.#client.destroy();
  }
}
