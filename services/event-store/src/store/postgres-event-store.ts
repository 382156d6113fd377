import { SpanStatusCode, isSpanContextValid, trace, type Span } from '@opentelemetry/api';
import type { EventDefinition, EventRegistry } from '@pathwise/event-schemas';
import { sql } from 'kysely';
import { PREPARED_STATEMENT, type Database } from '../database/database.js';
import { newEventId } from '../ids/event-ids.js';
import { isSealedValue, type PersonalDataVault, type SealedValue } from '../personal-data/personal-data-vault.js';
import {
  EventIdReusedError,
  EventSchemaViolationError,
  InvalidAppendError,
  StreamVersionConflictError,
  UnknownEventTypeError,
} from './errors.js';
import {
  START_OF_LOG,
  type AnyEvent,
  type AppendOptions,
  type AppendResult,
  type Checkpoint,
  type EventMetadata,
  type EventStore,
  type Executor,
  type ExpectedVersion,
  type LogHead,
  type NewEvent,
  type ReadAllOptions,
  type ReadAllResult,
  type ReadStreamOptions,
  type ReadStreamResult,
  type StoredEvent,
} from './event-store.js';

const tracer = trace.getTracer('@pathwise/event-store');

/** NOTIFY channel raised by every append; listeners treat it as a hint to re-poll. */
export const APPEND_CHANNEL = 'pathwise_events_appended';

const MAX_STREAM_VERSION = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_READ_LIMIT = 1_000;

interface PreparedEvent {
  readonly id: string;
  readonly type: string;
  readonly schemaVersion: number;
  data: unknown;
  readonly metadata: EventMetadata;
}

interface AppendRow {
  event_id: string;
  position: bigint;
  transaction_id: bigint;
  stream_version: number;
}

/** A row of an outer join, where every column of the missing side is null. */
type Nullable<Row> = { [Column in keyof Row]: Row[Column] | null };

interface EventRow {
  position: bigint;
  transaction_id: bigint;
  event_id: string;
  stream_id: string;
  stream_version: number;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  /** Epoch milliseconds: parsing timestamptz text into Dates cost a fifth of a page read. */
  recorded_at_ms: number;
}

const RECORDED_AT_MS = sql`(extract(epoch from recorded_at) * 1000)::float8 AS recorded_at_ms`;

interface SealedSubject extends SealedValue {
  readonly $subject: string;
}

function isSealedSubject(value: unknown): value is SealedSubject {
  return isSealedValue(value) && typeof (value as SealedSubject).$subject === 'string';
}

/** The result of an append, from the stored rows of its events, in stream order. */
function appendResultOf(streamId: string, rows: readonly AppendRow[], idempotentReplay: boolean): AppendResult {
  const ordered = [...rows].sort((a, b) => a.stream_version - b.stream_version);
  return {
    streamId,
    nextExpectedVersion: ordered.at(-1)!.stream_version,
    events: ordered.map((row) => ({
      id: row.event_id,
      streamVersion: row.stream_version,
      position: row.position,
      transactionId: row.transaction_id,
    })),
    idempotentReplay,
  };
}

function acceptedVersions(expected: ExpectedVersion): readonly [number, number] {
  switch (expected) {
    case 'any':
      return [0, MAX_STREAM_VERSION];
    case 'no_stream':
      return [0, 0];
    case 'stream_exists':
      return [1, MAX_STREAM_VERSION];
    default:
      if (!Number.isInteger(expected) || expected < 0) {
        throw new InvalidAppendError(`Expected version must be a whole number of at least 0, got ${expected}`);
      }
      return [expected, expected];
  }
}

function uniqueViolationOf(error: unknown): string | null {
  const candidate = error as { code?: string; constraint?: string };
  return candidate?.code === '23505' ? (candidate.constraint ?? '') : null;
}

async function inSpan<T>(name: string, attributes: Record<string, string | number>, work: (span: Span) => Promise<T>) {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

export interface PostgresEventStoreOptions {
  readonly database: Database;
  readonly registry: EventRegistry;
  readonly vault: PersonalDataVault;
  readonly newId?: () => string;
}

/** The event store on PostgreSQL or PGlite (one SQL dialect), with every guarantee of docs/adr/0002. */
export class PostgresEventStore<E extends AnyEvent = AnyEvent> implements EventStore<E> {
  readonly #database: Database;
  readonly #registry: EventRegistry;
  readonly #vault: PersonalDataVault;
  readonly #newId: () => string;
  readonly #listeners = new Set<() => void>();
  #unlisten: Promise<() => Promise<void>> | null = null;

  constructor(options: PostgresEventStoreOptions) {
    this.#database = options.database;
    this.#registry = options.registry;
    this.#vault = options.vault;
    this.#newId = options.newId ?? (() => newEventId());
  }

  get registry(): EventRegistry {
    return this.#registry;
  }

  async append(streamId: string, events: readonly NewEvent<E>[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new InvalidAppendError('Nothing to append: give at least one event');
    if (streamId.length === 0 || streamId.length > 200) {
      throw new InvalidAppendError('A stream id must have 1 to 200 characters');
    }
    const accepted = acceptedVersions(options.expectedVersion);
    const executor = options.executor ?? this.#database.db;
    return inSpan('eventstore.append', { 'pathwise.stream_id': streamId, 'pathwise.event_count': events.length }, async (span) => {
      const spanContext = span.spanContext();
      // Without a recording tracer the context is the all-zero one: linking to it would only mislead.
      const traced = isSpanContextValid(spanContext) ? { traceId: spanContext.traceId, spanId: spanContext.spanId } : {};
      const defaults: EventMetadata = { ...traced, ...options.metadata };
      const prepared = events.map((event) => this.#prepare(event, defaults));
      for (const event of prepared) {
        const definition = this.#registry.definition(event.type)!;
        if (definition.personalData) event.data = await this.#sealPersonalData(definition, event.data, executor);
      }
      const result = await this.#appendPrepared(streamId, prepared, accepted, options.expectedVersion, executor);
      span.setAttribute('pathwise.idempotent_replay', result.idempotentReplay);
      return result;
    });
  }

  #prepare(event: NewEvent<E>, defaults: EventMetadata): PreparedEvent {
    const definition = this.#registry.definition(event.type);
    if (!definition) throw new UnknownEventTypeError(event.type);
    const validation = this.#registry.validate(definition, event.data);
    if (!validation.ok) throw new EventSchemaViolationError(event.type, validation.issues);
    const id = event.id ?? this.#newId();
    if (!UUID.test(id)) throw new InvalidAppendError(`Event id "${id}" is not a UUID`);
    return {
      id: id.toLowerCase(),
      type: definition.type,
      schemaVersion: definition.schemaVersion,
      data: validation.data,
      metadata: { ...defaults, ...event.metadata },
    };
  }

  async #sealPersonalData(definition: EventDefinition, data: unknown, executor: Executor): Promise<unknown> {
    if (!definition.personalData) return data;
    const record = { ...(data as Record<string, unknown>) };
    const subjectId = String(record[definition.personalData.subjectField]);
    for (const field of definition.personalData.fields) {
      if (record[field] === null || record[field] === undefined) continue;
      const sealed: SealedSubject = { ...(await this.#vault.seal(subjectId, record[field], executor)), $subject: subjectId };
      record[field] = sealed;
    }
    return record;
  }

  async #appendPrepared(
    streamId: string,
    prepared: readonly PreparedEvent[],
    [minVersion, maxVersion]: readonly [number, number],
    expected: ExpectedVersion,
    executor: Executor,
  ): Promise<AppendResult> {
    const payload = JSON.stringify(prepared);
    let rows: AppendRow[];
    try {
      rows = await this.#guarded(executor, async () => {
        const result = await sql<AppendRow>`${sql.raw(PREPARED_STATEMENT)}
          WITH stream AS (${this.#claimVersions(streamId, prepared.length, minVersion, maxVersion)}),
          appended AS (
            INSERT INTO event_store.events (event_id, stream_id, stream_version, event_type, schema_version, data, metadata)
            SELECT (e.value->>'id')::uuid, ${streamId}, stream.version - ${prepared.length}::int + e.ordinality::int,
                   e.value->>'type', (e.value->>'schemaVersion')::int, e.value->'data', e.value->'metadata'
            FROM stream, jsonb_array_elements(${payload}::jsonb) WITH ORDINALITY AS e(value, ordinality)
            ORDER BY e.ordinality
            RETURNING event_id, position, transaction_id, stream_version
          ), notified AS (
            SELECT pg_notify(${APPEND_CHANNEL}, '') AS sent FROM (SELECT 1 FROM appended LIMIT 1) any_appended
          )
          SELECT appended.event_id, appended.position, appended.transaction_id, appended.stream_version
          FROM appended LEFT JOIN notified ON true
        `.execute(executor);
        return result.rows;
      });
    } catch (error) {
      const constraint = uniqueViolationOf(error);
      if (constraint === null) throw error;
      const replay = await this.#findStored(streamId, prepared, executor);
      if (replay) return replay;
      if (constraint === 'events_event_id_unique') {
        throw new EventIdReusedError(prepared.map((event) => event.id).join(', '));
      }
      // The stream row lock rules this out; if it happens anyway, a writer bypassed it: refuse rather than guess.
      throw new StreamVersionConflictError(streamId, expected, null);
    }
    if (rows.length === 0) {
      const replay = await this.#findStored(streamId, prepared, executor);
      if (replay) return replay;
      throw new StreamVersionConflictError(streamId, expected, await this.#streamVersion(streamId, executor));
    }
    return appendResultOf(streamId, rows, false);
  }

  /**
   * Moves the stream's version on by `count` if it is within the accepted range, returning the new version, or
   * returns no row. The row lock makes writers of one stream queue instead of racing, and PostgreSQL re-checks the
   * range against the newest committed version after the wait, so `any` never fails and exact versions conflict
   * exactly when they should.
   */
  #claimVersions(streamId: string, count: number, minVersion: number, maxVersion: number) {
    if (minVersion > 0) {
      return sql`
        UPDATE event_store.streams SET version = version + ${count}::int
        WHERE stream_id = ${streamId} AND version BETWEEN ${minVersion}::int AND ${maxVersion}::int
        RETURNING version`;
    }
    return sql`
      INSERT INTO event_store.streams AS existing (stream_id, version) VALUES (${streamId}, ${count}::int)
      ON CONFLICT (stream_id) DO UPDATE SET version = existing.version + ${count}::int
      WHERE existing.version BETWEEN ${minVersion}::int AND ${maxVersion}::int
      RETURNING version`;
  }

  /** Inside a caller's transaction a failed statement would abort it, so the append gets a savepoint there. */
  async #guarded<T>(executor: Executor, work: () => Promise<T>): Promise<T> {
    if (!executor.isTransaction) return work();
    await sql`SAVEPOINT pathwise_append`.execute(executor);
    try {
      const result = await work();
      await sql`RELEASE SAVEPOINT pathwise_append`.execute(executor);
      return result;
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT pathwise_append`.execute(executor);
      throw error;
    }
  }

  /** A retry of an append that already happened gets the original result; a half match is an id reuse. */
  async #findStored(
    streamId: string,
    prepared: readonly PreparedEvent[],
    executor: Executor,
  ): Promise<AppendResult | null> {
    const ids = prepared.map((event) => event.id);
    const { rows } = await sql<AppendRow & Pick<EventRow, 'stream_id' | 'event_type'>>`
      SELECT event_id, stream_id, stream_version, event_type, position, transaction_id
      FROM event_store.events WHERE event_id = ANY(${ids}::uuid[]) ORDER BY stream_version
    `.execute(executor);
    if (rows.length === 0) return null;
    const byId = new Map(rows.map((row) => [row.event_id, row]));
    const sameEvents = prepared.every((event) => {
      const stored = byId.get(event.id);
      return stored !== undefined && stored.stream_id === streamId && stored.event_type === event.type;
    });
    if (!sameEvents || rows.length !== prepared.length) throw new EventIdReusedError(rows[0]!.event_id);
    return appendResultOf(streamId, rows, true);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<ReadStreamResult<E>> {
    const executor = options.executor ?? this.#database.db;
    const fromVersion = options.fromVersion ?? 1;
    const limit = options.maxCount ?? MAX_STREAM_VERSION;
    // One statement, so one snapshot: the version and the events always agree, even while a first append commits
    // (the stream's row comes back with no events when none is at or after `fromVersion`).
    const { rows } = await sql<Nullable<EventRow> & { current_version: number }>`${sql.raw(PREPARED_STATEMENT)}
      SELECT stream.current_version, event.*
      FROM (SELECT coalesce((SELECT version FROM event_store.streams WHERE stream_id = ${streamId}), 0) AS current_version) AS stream
      LEFT JOIN LATERAL (
        SELECT position, transaction_id, event_id, stream_id, stream_version, event_type, schema_version,
               data, metadata, ${RECORDED_AT_MS}
        FROM event_store.events
        WHERE stream_id = ${streamId} AND stream_version >= ${fromVersion}::int
        ORDER BY stream_version
        LIMIT ${limit}::int
      ) AS event ON true
      ORDER BY event.stream_version
    `.execute(executor);
    const eventRows = rows.filter((row): row is EventRow & { current_version: number } => row.event_id !== null);
    return { currentVersion: rows[0]!.current_version, events: await this.#toStoredEvents(eventRows, executor) };
  }

  async #streamVersion(streamId: string, executor: Executor): Promise<number> {
    const { rows } = await sql<{ version: number }>`
      SELECT version FROM event_store.streams WHERE stream_id = ${streamId}
    `.execute(executor);
    return rows[0]?.version ?? 0;
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult<E>> {
    const executor = options.executor ?? this.#database.db;
    const after = options.after ?? START_OF_LOG;
    const limit = options.limit ?? DEFAULT_READ_LIMIT;
    const types = options.types ? [...options.types] : null;
    // Entries of other types still come back (without data) so that the checkpoint moves past them.
    const { rows } = await sql<EventRow>`${sql.raw(PREPARED_STATEMENT)}
      SELECT position, transaction_id, event_id, stream_id, stream_version, event_type, schema_version,
             ${types ? sql`CASE WHEN event_type = ANY(${types}::text[]) THEN data END` : sql`data`} AS data,
             metadata, ${RECORDED_AT_MS}
      FROM event_store.events
      WHERE (transaction_id, position) > (${after.transactionId.toString()}::xid8, ${after.position.toString()}::bigint)
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ${
          options.until
            ? sql`AND (transaction_id, position) <= (${options.until.transactionId.toString()}::xid8, ${options.until.position.toString()}::bigint)`
            : sql``
        }
      ORDER BY transaction_id, position
      LIMIT ${limit}::int
    `.execute(executor);
    const last = rows.at(-1);
    const wanted = types ? rows.filter((row) => row.data !== null) : rows;
    return {
      events: await this.#toStoredEvents(wanted, executor),
      scanned: rows.length,
      checkpoint: last ? { transactionId: last.transaction_id, position: last.position } : after,
    };
  }

  async head(): Promise<LogHead> {
    const db = this.#database.db;
    const [last, visible, committed] = await Promise.all([
      sql<{ position: bigint | null }>`SELECT max(position) AS position FROM event_store.events`.execute(db),
      sql<{ transaction_id: bigint; position: bigint }>`
        SELECT transaction_id, position FROM event_store.events
        WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY transaction_id DESC, position DESC LIMIT 1
      `.execute(db),
      sql<{ transaction_id: bigint; position: bigint }>`
        SELECT transaction_id, position FROM event_store.events ORDER BY transaction_id DESC, position DESC LIMIT 1
      `.execute(db),
    ]);
    const checkpointOfRow = (row: { transaction_id: bigint; position: bigint } | undefined): Checkpoint =>
      row ? { transactionId: row.transaction_id, position: row.position } : START_OF_LOG;
    return {
      lastPosition: last.rows[0]?.position ?? 0n,
      visible: checkpointOfRow(visible.rows[0]),
      committed: checkpointOfRow(committed.rows[0]),
    };
  }

  async checkpointOf(position: bigint): Promise<Checkpoint | null> {
    const { rows } = await sql<{ transaction_id: bigint }>`
      SELECT transaction_id FROM event_store.events WHERE position = ${position.toString()}::bigint
    `.execute(this.#database.db);
    return rows[0] ? { transactionId: rows[0].transaction_id, position } : null;
  }

  async lagBehind(checkpoint: Checkpoint, cap: number): Promise<{ events: number; oldestRecordedAt: Date | null }> {
    const { rows } = await sql<{ events: number; oldest: Date | null }>`
      SELECT count(*)::int AS events, min(recorded_at) AS oldest FROM (
        SELECT recorded_at FROM event_store.events
        WHERE (transaction_id, position) > (${checkpoint.transactionId.toString()}::xid8, ${checkpoint.position.toString()}::bigint)
        ORDER BY transaction_id, position
        LIMIT ${cap}::int
      ) behind
    `.execute(this.#database.db);
    return { events: rows[0]?.events ?? 0, oldestRecordedAt: rows[0]?.oldest ?? null };
  }

  onAppended(listener: () => void): () => void {
    this.#listeners.add(listener);
    this.#unlisten ??= this.#database.listen(APPEND_CHANNEL, () => {
      for (const each of this.#listeners) each();
    });
    return () => this.#listeners.delete(listener);
  }

  /** Stops listening for append hints; the database itself belongs to the caller. */
  async close(): Promise<void> {
    const unlisten = this.#unlisten;
    this.#unlisten = null;
    this.#listeners.clear();
    if (unlisten) await (await unlisten)();
  }

  async #toStoredEvents(rows: readonly EventRow[], executor: Executor): Promise<StoredEvent<E>[]> {
    const subjects = new Set<string>();
    for (const row of rows) {
      if (!this.#registry.definition(row.event_type)?.personalData) continue;
      for (const value of Object.values(row.data as Record<string, unknown>)) {
        if (isSealedSubject(value)) subjects.add(value.$subject);
      }
    }
    const keys = subjects.size > 0 ? await this.#vault.keysFor(subjects, executor) : null;
    return rows.map((row) => {
      const definition = this.#registry.definition(row.event_type);
      let data = row.data;
      if (keys && definition?.personalData) data = this.#openPersonalData(data as Record<string, unknown>, keys);
      if (definition && row.schema_version < definition.schemaVersion) {
        data = this.#registry.upcast(definition, row.schema_version, data);
      }
      return {
        type: row.event_type,
        data,
        id: row.event_id,
        streamId: row.stream_id,
        streamVersion: row.stream_version,
        schemaVersion: row.schema_version,
        position: row.position,
        transactionId: row.transaction_id,
        recordedAt: new Date(row.recorded_at_ms),
        metadata: row.metadata,
      } as unknown as StoredEvent<E>;
    });
  }

  #openPersonalData(data: Record<string, unknown>, keys: Map<string, Buffer | null>): Record<string, unknown> {
    const opened: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(data)) {
      opened[field] = isSealedSubject(value)
        ? this.#vault.open(value.$subject, keys.get(value.$subject) ?? null, value)
        : value;
    }
    return opened;
  }
}
