import type { Kysely } from 'kysely';

/** Where a reader stands in the log: events are read in (transactionId, position) order. */
export interface Checkpoint {
  readonly transactionId: bigint;
  readonly position: bigint;
}

export const START_OF_LOG: Checkpoint = Object.freeze({ transactionId: 0n, position: 0n });

export function compareCheckpoints(a: Checkpoint, b: Checkpoint): number {
  if (a.transactionId !== b.transactionId) return a.transactionId < b.transactionId ? -1 : 1;
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return 0;
}

export interface Actor {
  readonly kind: 'user' | 'system' | 'reactor';
  readonly id: string;
}

export interface EventMetadata {
  /** The request or conversation the event belongs to; shared by everything it caused. */
  readonly correlationId?: string;
  /** The id of the event or request that directly caused this one. */
  readonly causationId?: string;
  readonly actor?: Actor;
  /** W3C trace context of the append, so that consumers can link their spans to it. */
  readonly traceId?: string;
  readonly spanId?: string;
}

export interface AnyEvent {
  readonly type: string;
  readonly data: unknown;
}

export type NewEvent<E extends AnyEvent = AnyEvent> = E extends AnyEvent
  ? E & { readonly id?: string; readonly metadata?: EventMetadata }
  : never;

export type StoredEvent<E extends AnyEvent = AnyEvent> = E extends AnyEvent
  ? E & {
      readonly id: string;
      readonly streamId: string;
      readonly streamVersion: number;
      /** The version the event was written with; `data` has already been upcast to the current one. */
      readonly schemaVersion: number;
      readonly position: bigint;
      readonly transactionId: bigint;
      readonly recordedAt: Date;
      readonly metadata: EventMetadata;
    }
  : never;

/** A number is the exact version the stream must be at (0: empty). */
export type ExpectedVersion = number | 'any' | 'no_stream' | 'stream_exists';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Executor = Kysely<any>;

export interface AppendOptions {
  readonly expectedVersion: ExpectedVersion;
  /** Defaults for every event of the call; an event's own metadata wins field by field. */
  readonly metadata?: EventMetadata;
  /** Append inside this transaction instead of on its own. */
  readonly executor?: Executor;
}

export interface AppendedEvent {
  readonly id: string;
  readonly streamVersion: number;
  readonly position: bigint;
  readonly transactionId: bigint;
}

export interface AppendResult {
  readonly streamId: string;
  readonly nextExpectedVersion: number;
  readonly events: readonly AppendedEvent[];
  /** True when every event id was already stored: a retry, answered with the original result. */
  readonly idempotentReplay: boolean;
}

export interface ReadStreamOptions {
  readonly fromVersion?: number;
  readonly maxCount?: number;
  readonly executor?: Executor;
}

export interface ReadStreamResult<E extends AnyEvent> {
  /** The stream's version when read (0 if it has no events). */
  readonly currentVersion: number;
  readonly events: StoredEvent<E>[];
}

export interface ReadAllOptions {
  /** Read events after this checkpoint; the start of the log when absent. */
  readonly after?: Checkpoint;
  readonly limit?: number;
  /** Only events of these types are returned; the rest are skipped but still move the checkpoint. */
  readonly types?: readonly string[];
  /** Stop at this checkpoint, inclusive. */
  readonly until?: Checkpoint;
  readonly executor?: Executor;
}

export interface ReadAllResult<E extends AnyEvent> {
  readonly events: StoredEvent<E>[];
  /** How many log entries the page covered, returned or skipped. */
  readonly scanned: number;
  /** Where the next read starts: after the last entry scanned, or `after` when nothing was. */
  readonly checkpoint: Checkpoint;
}

export interface LogHead {
  /** The highest position handed out, committed or not yet visible. */
  readonly lastPosition: bigint;
  /** The last entry every reader can see now. */
  readonly visible: Checkpoint;
  /** The last committed entry in log order; readers see it once every older transaction has ended. */
  readonly committed: Checkpoint;
}

export interface EventStore<E extends AnyEvent = AnyEvent> {
  append(streamId: string, events: readonly NewEvent<E>[], options: AppendOptions): Promise<AppendResult>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<ReadStreamResult<E>>;
  readAll(options?: ReadAllOptions): Promise<ReadAllResult<E>>;
  head(): Promise<LogHead>;
  /** The checkpoint of the event at a position, to resume right after it; null if there is none. */
  checkpointOf(position: bigint): Promise<Checkpoint | null>;
  /** Events after the checkpoint, counted up to `cap`, and the age of the oldest of them. */
  lagBehind(checkpoint: Checkpoint, cap: number): Promise<{ events: number; oldestRecordedAt: Date | null }>;
  /** Calls back when events may have been appended, here or in another process. A hint, never a guarantee. */
  onAppended(listener: () => void): () => void;
}
