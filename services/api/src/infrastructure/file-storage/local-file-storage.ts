import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertFileKey, type FileStorage, type StoredFile } from './file-storage.js';

/** Files in a folder, each beside a small JSON file naming its content type. Keys never leave the folder. */
export class LocalFileStorage implements FileStorage {
  readonly #root: string;

  constructor(root: string) {
    this.#root = resolve(root);
  }

  #path(key: string): string {
    assertFileKey(key);
    const path = resolve(join(this.#root, key));
    if (!path.startsWith(this.#root + sep)) throw new Error(`File key escapes the storage folder: ${key}`);
    return path;
  }

  async put(key: string, file: StoredFile): Promise<void> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.bytes);
    await writeFile(`${path}.json`, JSON.stringify({ contentType: file.contentType }));
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.#path(key);
    try {
      const [bytes, meta] = await Promise.all([readFile(path), readFile(`${path}.json`, 'utf8')]);
      return { bytes, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.#path(key);
    await rm(path, { force: true });
    await rm(`${path}.json`, { force: true });
  }
}
