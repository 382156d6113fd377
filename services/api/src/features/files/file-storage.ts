/** A stored file: bytes and what they are. */
export interface StoredFile {
  readonly bytes: Buffer;
  readonly contentType: string;
}

/**
 * Where uploaded files live. The default is a local folder; an S3-compatible bucket is the adapter for several
 * servers (until then, give every server the same folder, as docker-compose does with a shared volume).
 */
export interface FileStorage {
  put(key: string, file: StoredFile): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}
