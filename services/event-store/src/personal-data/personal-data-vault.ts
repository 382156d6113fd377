import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../store/event-store.js';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** How a sealed value looks inside stored event data. */
export interface SealedValue {
  readonly $pii: string;
}

export function isSealedValue(value: unknown): value is SealedValue {
  return typeof value === 'object' && value !== null && typeof (value as SealedValue).$pii === 'string';
}

function encrypt(key: Buffer, plaintext: Buffer, associatedData: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv).setAAD(Buffer.from(associatedData));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function decrypt(key: Buffer, sealed: Buffer, associatedData: string): Buffer {
  const decipher = createDecipheriv(ALGORITHM, key, sealed.subarray(0, IV_BYTES)).setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/**
 * Keeps one data key per subject (a person), wrapped by the master key. Personal fields of events are sealed
 * with their subject's key on append and opened on read; `forget` destroys the key, after which those fields
 * read as null in every stored event, while the log itself is never edited.
 */
export class PersonalDataVault {
  readonly #cache = new Map<string, { key: Buffer | null; expiresAt: number }>();

  constructor(
    private readonly db: Executor,
    private readonly masterKey: Buffer,
    /** Other processes learn of an erasure when their cached key expires. */
    private readonly cacheTtlMs = 60_000,
  ) {
    if (masterKey.length !== 32) throw new Error('The personal data master key must be 32 bytes');
  }

  /** Seals a value for the subject, creating the subject's key on first use. */
  async seal(subjectId: string, value: unknown, executor: Executor = this.db): Promise<SealedValue> {
    const key = await this.#keyFor(subjectId, executor);
    if (!key) throw new Error(`No personal data key for ${subjectId}`);
    return { $pii: encrypt(key, Buffer.from(JSON.stringify(value)), subjectId).toString('base64') };
  }

  /** Loads the keys of many subjects at once; a missing key (erased or never made) maps to null. */
  async keysFor(
    subjectIds: Iterable<string>,
    executor: Executor = this.db,
    bypassCache = false,
  ): Promise<Map<string, Buffer | null>> {
    const keys = new Map<string, Buffer | null>();
    const missing: string[] = [];
    for (const subjectId of new Set(subjectIds)) {
      const cached = bypassCache ? undefined : this.#cached(subjectId);
      if (cached === undefined) missing.push(subjectId);
      else keys.set(subjectId, cached);
    }
    if (missing.length > 0) {
      const { rows } = await sql<{ subject_id: string; wrapped_key: Uint8Array }>`
        SELECT subject_id, wrapped_key FROM event_store.subject_keys WHERE subject_id = ANY(${missing}::text[])
      `.execute(executor);
      const found = new Map(rows.map((row) => [row.subject_id, this.#unwrap(row.subject_id, row.wrapped_key)]));
      for (const subjectId of missing) {
        const key = found.get(subjectId) ?? null;
        keys.set(subjectId, key);
        // A key seen inside an uncommitted transaction may vanish on rollback, so only committed reads are cached.
        if (executor === this.db) this.#remember(subjectId, key);
      }
    }
    return keys;
  }

  /** Opens a sealed value with its subject's key; null when the key is gone. */
  open(subjectId: string, key: Buffer | null, sealed: SealedValue): unknown {
    if (!key) return null;
    return JSON.parse(decrypt(key, Buffer.from(sealed.$pii, 'base64'), subjectId).toString('utf8')) as unknown;
  }

  /** Destroys the subject's key; returns whether there was one. */
  async forget(subjectId: string, executor: Executor = this.db): Promise<boolean> {
    const { rows } = await sql<{ subject_id: string }>`
      DELETE FROM event_store.subject_keys WHERE subject_id = ${subjectId} RETURNING subject_id
    `.execute(executor);
    this.#remember(subjectId, null);
    return rows.length > 0;
  }

  async #keyFor(subjectId: string, executor: Executor): Promise<Buffer | null> {
    const cached = this.#cached(subjectId);
    if (cached) return cached;
    const wrapped = encrypt(this.masterKey, randomBytes(32), subjectId);
    await sql`
      INSERT INTO event_store.subject_keys (subject_id, wrapped_key) VALUES (${subjectId}, ${wrapped})
      ON CONFLICT (subject_id) DO NOTHING
    `.execute(executor);
    // Read back rather than trust our own insert: a concurrent writer may have created the key first.
    return (await this.keysFor([subjectId], executor, true)).get(subjectId) ?? null;
  }

  #unwrap(subjectId: string, wrapped: Uint8Array): Buffer {
    return decrypt(this.masterKey, Buffer.from(wrapped), subjectId);
  }

  #cached(subjectId: string): Buffer | null | undefined {
    const entry = this.#cache.get(subjectId);
    if (!entry) return undefined;
    if (entry.expiresAt < Date.now()) {
      this.#cache.delete(subjectId);
      return undefined;
    }
    return entry.key;
  }

  #remember(subjectId: string, key: Buffer | null): void {
    this.#cache.set(subjectId, { key, expiresAt: Date.now() + this.cacheTtlMs });
  }
}
