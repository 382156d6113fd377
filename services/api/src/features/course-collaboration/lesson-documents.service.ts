import { createHash } from 'node:crypto';
import { LESSON_TEXT_NAME } from '@pathwise/contracts';
import { lessonDocumentStreamId, plainTextAsMarkdown, type LessonTextFormat, type PathwiseEvent } from '@pathwise/event-schemas';
import { StreamVersionConflictError, deterministicEventId, type EventMetadata, type EventStore, type StoredEvent } from '@pathwise/event-store';
import * as Y from 'yjs';
import type { Logger } from '../../observability/logger.js';
import { LessonUpdateRefusedError, checkDocumentAfterUpdate, checkUpdateShape } from './lesson-update.rules.js';

/** Reads a lesson's text as the log holds it now; what course commands use to store a lesson's body. */
export type LessonDocumentText = (courseId: string, lessonId: string) => Promise<string>;

export interface LessonDocumentsOptions {
  /** Updates after which the document is compacted into one event, so that loading reads a bounded tail. */
  readonly compactEvery?: number;
  /** Documents kept in memory; the least recently used beyond it are dropped and reloaded when needed. */
  readonly maxCached?: number;
}

interface CachedDocument {
  readonly doc: Y.Doc;
  /** Every event of the stream up to this version is in `doc`. */
  version: number;
  updatesSinceCompaction: number;
  /** How the text reads: null before the first document event. */
  textFormat: LessonTextFormat | null;
}

type LessonDocumentEvent = Extract<StoredEvent<PathwiseEvent>, { type: 'LessonDocumentUpdated' | 'LessonDocumentCompacted' }>;

/** The Yjs client id of seeds: fixed, so that every node's seed of the same text is the same update. */
const SEED_CLIENT_ID = 1;
/** Nodes that found a document still plain text at once may each try to store its Markdown before one wins. */
const MARKDOWN_ATTEMPTS = 3;
const SYSTEM_METADATA = { actor: { kind: 'system' as const, id: 'lesson-documents' } };

const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const isDocumentEvent = (event: StoredEvent<PathwiseEvent>): event is LessonDocumentEvent =>
  event.type === 'LessonDocumentUpdated' || event.type === 'LessonDocumentCompacted';

/**
 * The collaborative text of lessons: each a Yjs document whose changes are events of its own stream. Documents are
 * cached per process, and every read first catches up with the stream, so a node sees what other nodes stored.
 */
export class LessonDocuments {
  readonly #cache = new Map<string, CachedDocument>();
  readonly #queues = new Map<string, Promise<unknown>>();
  readonly #compactEvery: number;
  readonly #maxCached: number;

  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly logger: Logger,
    options: LessonDocumentsOptions = {},
  ) {
    this.#compactEvery = options.compactEvery ?? 200;
    this.#maxCached = options.maxCached ?? 500;
  }

  /** The document as one update and its state vector, for a client joining the room. */
  state(courseId: string, lessonId: string): Promise<{ state: string; stateVector: string }> {
    const stream = lessonDocumentStreamId(courseId, lessonId);
    return this.#serially(stream, async () => {
      const { doc } = await this.#current(courseId, lessonId);
      return { state: toBase64(Y.encodeStateAsUpdate(doc)), stateVector: toBase64(Y.encodeStateVector(doc)) };
    });
  }

  readonly lessonDocumentText: LessonDocumentText = (courseId, lessonId) => {
    const stream = lessonDocumentStreamId(courseId, lessonId);
    return this.#serially(stream, async () => (await this.#current(courseId, lessonId)).doc.getText(LESSON_TEXT_NAME).toString());
  };

  /** The lesson's co-edited text, or null when the lesson has no document yet (its saved text is all there is). */
  textIfEdited(courseId: string, lessonId: string): Promise<string | null> {
    const stream = lessonDocumentStreamId(courseId, lessonId);
    return this.#serially(stream, async () => {
      const entry = await this.#current(courseId, lessonId);
      return entry.version === 0 ? null : entry.doc.getText(LESSON_TEXT_NAME).toString();
    });
  }

  /**
   * Starts a lesson's document from its saved text, once. The seed is made with a fixed client id and stored as the
   * stream's first event, so two nodes seeding at once make the same update and only one is stored.
   */
  seedIfEmpty(courseId: string, lessonId: string, text: string): Promise<void> {
    const stream = lessonDocumentStreamId(courseId, lessonId);
    return this.#serially(stream, async () => {
      if (text === '' || (await this.#current(courseId, lessonId)).version > 0) return;
      const seed = new Y.Doc();
      seed.clientID = SEED_CLIENT_ID;
      seed.getText(LESSON_TEXT_NAME).insert(0, text);
      const update = Y.encodeStateAsUpdate(seed);
      seed.destroy();
      try {
        await this.store.append(
          stream,
          [{ id: deterministicEventId('LessonDocumentSeeded', stream), type: 'LessonDocumentUpdated', data: { courseId, lessonId, update: toBase64(update), authorId: 'lesson-seed', textFormat: 'markdown' } }],
          { expectedVersion: 'no_stream', metadata: SYSTEM_METADATA },
        );
      } catch (error) {
        if (!(error instanceof StreamVersionConflictError)) throw error;
      }
    });
  }

  /**
   * Checks an author's update against the document and stores it. Retrying the same update appends nothing new.
   * Returns the stored event's log position, or null when the update changed nothing.
   */
  apply(
    target: { courseId: string; lessonId: string; authorId: string },
    update: Uint8Array,
    metadata: EventMetadata,
  ): Promise<{ position: bigint | null }> {
    const { courseId, lessonId, authorId } = target;
    const stream = lessonDocumentStreamId(courseId, lessonId);
    return this.#serially(stream, async () => {
      if (!checkUpdateShape(update)) return { position: null };
      const entry = await this.#current(courseId, lessonId);
      try {
        Y.applyUpdate(entry.doc, update);
        checkDocumentAfterUpdate(entry.doc);
      } catch (error) {
        // The cached document may hold part of a refused update now; the log is still clean, so reload from it.
        this.#cache.delete(stream);
        if (error instanceof LessonUpdateRefusedError) throw error;
        throw new LessonUpdateRefusedError('The changes are not a valid Yjs update');
      }
      const encoded = toBase64(update);
      const digest = createHash('sha256').update(update).digest('hex');
      let appended;
      try {
        appended = await this.store.append(
          stream,
          [
            {
              id: deterministicEventId('LessonDocumentUpdated', stream, authorId, digest),
              type: 'LessonDocumentUpdated',
              data: { courseId, lessonId, update: encoded, authorId, textFormat: 'markdown' },
            },
          ],
          { expectedVersion: 'any', metadata },
        );
      } catch (error) {
        this.#cache.delete(stream);
        throw error;
      }
      const [event] = appended.events;
      // Another node may have appended in between; then the next read catches up and re-applies ours, a no-op.
      if (event && event.streamVersion === entry.version + 1) entry.version = event.streamVersion;
      if (!appended.idempotentReplay) entry.updatesSinceCompaction += 1;
      if (entry.updatesSinceCompaction >= this.#compactEvery) await this.#compact(stream, courseId, lessonId);
      return { position: event?.position ?? null };
    });
  }

  /** Stores the whole document as one event, at exactly the version it covers: a concurrent append skips it. */
  async #compact(stream: string, courseId: string, lessonId: string): Promise<void> {
    try {
      const entry = await this.#current(courseId, lessonId);
      const appended = await this.store.append(
        stream,
        [
          {
            type: 'LessonDocumentCompacted',
            data: { courseId, lessonId, stateAsUpdate: toBase64(Y.encodeStateAsUpdate(entry.doc)), textFormat: entry.textFormat ?? 'markdown' },
          },
        ],
        { expectedVersion: entry.version, metadata: SYSTEM_METADATA },
      );
      entry.version = appended.nextExpectedVersion;
      entry.updatesSinceCompaction = 0;
    } catch (error) {
      if (error instanceof StreamVersionConflictError) return;
      this.logger.warn({ err: error, stream }, 'compacting a lesson document failed; the next update tries again');
    }
  }

  /** The document as its stream holds it now, its text Markdown. */
  async #current(courseId: string, lessonId: string): Promise<CachedDocument> {
    const stream = lessonDocumentStreamId(courseId, lessonId);
    for (let attempt = 1; ; attempt += 1) {
      const entry = await this.#caughtUp(stream);
      if (entry.textFormat !== 'plain') return entry;
      if (await this.#storeAsMarkdown(stream, courseId, lessonId, entry)) return entry;
      if (attempt >= MARKDOWN_ATTEMPTS) throw new Error(`${stream} kept changing while its plain text was made Markdown`);
    }
  }

  /**
   * Rewrites a document co-edited before lesson text was Markdown as Markdown that shows its text as it was shown
   * then, with the upcast of old lesson text, so that publishing it or editing it on reads it the same. Stored once,
   * at the version it read: of two nodes doing it at once, one stores it and the other reads it back. Returns false
   * when the stream moved on meanwhile.
   */
  async #storeAsMarkdown(stream: string, courseId: string, lessonId: string, entry: CachedDocument): Promise<boolean> {
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(entry.doc));
    const before = Y.encodeStateVector(copy);
    const text = copy.getText(LESSON_TEXT_NAME);
    const markdown = plainTextAsMarkdown(text.toString());
    copy.transact(() => {
      text.delete(0, text.length);
      text.insert(0, markdown);
    });
    const update = Y.encodeStateAsUpdate(copy, before);
    copy.destroy();
    try {
      const appended = await this.store.append(
        stream,
        [
          {
            id: deterministicEventId('LessonDocumentMadeMarkdown', stream, String(entry.version)),
            type: 'LessonDocumentUpdated',
            data: { courseId, lessonId, update: toBase64(update), authorId: 'lesson-markdown-upcast', textFormat: 'markdown' },
          },
        ],
        { expectedVersion: entry.version, metadata: SYSTEM_METADATA },
      );
      const [event] = appended.events;
      // Another node stored it first: the next read folds theirs.
      if (appended.idempotentReplay || !event) return false;
      Y.applyUpdate(entry.doc, update);
      entry.version = event.streamVersion;
      entry.textFormat = 'markdown';
      return true;
    } catch (error) {
      if (error instanceof StreamVersionConflictError) return false;
      throw error;
    }
  }

  /** The cached document caught up with its stream, or the document loaded from the stream. */
  async #caughtUp(stream: string): Promise<CachedDocument> {
    const cached = this.#cache.get(stream);
    if (cached) {
      this.#cache.delete(stream);
      this.#cache.set(stream, cached);
      const { events } = await this.store.readStream(stream, { fromVersion: cached.version + 1 });
      this.#fold(cached, events);
      return cached;
    }
    const loaded = await this.#load(stream);
    this.#cache.set(stream, loaded);
    if (this.#cache.size > this.#maxCached) {
      const [oldest] = this.#cache.keys();
      if (oldest !== undefined) this.#cache.get(oldest)?.doc.destroy();
      if (oldest !== undefined) this.#cache.delete(oldest);
    }
    return loaded;
  }

  /** Reads back from the end of the stream to its latest compaction, and folds that and what follows it. */
  async #load(stream: string): Promise<CachedDocument> {
    const window = this.#compactEvery * 2;
    let tail: StoredEvent<PathwiseEvent>[] = [];
    const { currentVersion } = await this.store.readStream(stream, { maxCount: 1 });
    let before = currentVersion + 1;
    while (before > 1) {
      const from = Math.max(1, before - window);
      const page = await this.store.readStream(stream, { fromVersion: from, maxCount: before - from });
      tail = [...page.events, ...tail];
      const compaction = tail.findLastIndex((event) => event.type === 'LessonDocumentCompacted');
      if (compaction >= 0) {
        tail = tail.slice(compaction);
        break;
      }
      before = from;
    }
    const entry: CachedDocument = { doc: new Y.Doc(), version: 0, updatesSinceCompaction: 0, textFormat: null };
    this.#fold(entry, tail);
    entry.version = Math.max(entry.version, currentVersion);
    return entry;
  }

  #fold(entry: CachedDocument, events: readonly StoredEvent<PathwiseEvent>[]): void {
    const updates: Uint8Array[] = [];
    for (const event of events) {
      if (event.streamVersion <= entry.version) continue;
      entry.version = event.streamVersion;
      if (!isDocumentEvent(event)) continue;
      // Once Markdown, always: escaping again would show the backslashes.
      if (event.data.textFormat === 'markdown' || entry.textFormat === null) entry.textFormat = event.data.textFormat;
      if (event.type === 'LessonDocumentCompacted') {
        updates.push(fromBase64(event.data.stateAsUpdate));
        entry.updatesSinceCompaction = 0;
      } else {
        updates.push(fromBase64(event.data.update));
        entry.updatesSinceCompaction += 1;
      }
    }
    if (updates.length > 0) Y.applyUpdate(entry.doc, updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates));
  }

  #serially<T>(stream: string, work: () => Promise<T>): Promise<T> {
    const previous = this.#queues.get(stream) ?? Promise.resolve();
    const result = previous.then(work);
    const settled = result.catch(() => undefined);
    this.#queues.set(stream, settled);
    void settled.then(() => {
      if (this.#queues.get(stream) === settled) this.#queues.delete(stream);
    });
    return result;
  }
}
