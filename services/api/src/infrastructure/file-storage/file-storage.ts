/** A stored file: bytes and what they are. */
export interface StoredFile {
  readonly bytes: Buffer;
  readonly contentType: string;
}

/**
 * Where uploaded files live: a local folder by default (LocalFileStorage), an S3-compatible bucket for several
 * servers (S3FileStorage), chosen by FILE_STORAGE. Keys are made by the server, never taken from a client.
 */
export interface FileStorage {
  /** Stores a file under a key, replacing what was there. */
  put(key: string, file: StoredFile): Promise<void>;
  /** Null when there is no file under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error, so a retried delete is harmless. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** Keys are lowercase words joined by '/', so that they can neither leave a folder nor mean two things to a bucket. */
export function assertFileKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid file key: ${key}`);
}
