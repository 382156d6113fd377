import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { testDatabaseKinds } from '../testing/test-database.js';
import { useTestEventStore } from '../testing/use-test-event-store.js';
import { note, testEventRegistry, testPersonalDataKey, type TestEvent } from '../testing/test-events.js';
import {
  EventIdReusedError,
  EventSchemaViolationError,
  InvalidAppendError,
  StreamVersionConflictError,
  UnknownEventTypeError,
} from './errors.js';
import { compareCheckpoints, START_OF_LOG, type Checkpoint, type NewEvent } from './event-store.js';

describe.each(testDatabaseKinds)('event store contract on %s', (kind) => {
  const fixture = useTestEventStore<TestEvent>(kind, { registry: testEventRegistry, personalDataKey: testPersonalDataKey });

  const freshStream = () => `note-${randomUUID()}`;
  /** A transaction still open anywhere on the server, other databases too, hides later appends from readers. */
  const visibleThrough = (appended: Checkpoint) =>
    eventually(async () => expect(compareCheckpoints((await fixture.store.head()).visible, appended)).toBeGreaterThanOrEqual(0));
  const countRows = async () =>
    Number(
      (await sql<{ n: bigint }>`SELECT count(*) AS n FROM event_store.events`.execute(fixture.database.db)).rows[0]!.n,
    );

  describe('append', () => {
    it('appends several events atomically, numbering them from the expected version', async () => {
      const stream = freshStream();
      const result = await fixture.store.append(stream, [note('a'), note('b'), note('c')], { expectedVersion: 'no_stream' });

      expect(result.nextExpectedVersion).toBe(3);
      expect(result.idempotentReplay).toBe(false);
      expect(result.events.map((event) => event.streamVersion)).toEqual([1, 2, 3]);
      const positions = result.events.map((event) => event.position);
      expect([...positions].sort((a, b) => (a < b ? -1 : 1))).toEqual(positions);

      const read = await fixture.store.readStream(stream);
      expect(read.currentVersion).toBe(3);
      expect(read.events.map((event) => event.data)).toEqual([note('a').data, note('b').data, note('c').data]);
      expect(read.events[0]).toMatchObject({ type: 'NoteTaken', streamId: stream, streamVersion: 1, schemaVersion: 1 });
      expect(read.events[0]!.recordedAt).toBeInstanceOf(Date);
    });

    it('continues a stream at an exact expected version', async () => {
      const stream = freshStream();
      await fixture.store.append(stream, [note('a')], { expectedVersion: 0 });
      const second = await fixture.store.append(stream, [note('b')], { expectedVersion: 1 });
      expect(second.nextExpectedVersion).toBe(2);
    });

    it('rejects a stale expected version with a conflict naming the actual version, and stores nothing', async () => {
      const stream = freshStream();
      await fixture.store.append(stream, [note('a'), note('b')], { expectedVersion: 'no_stream' });
      const before = await countRows();

      const attempt = fixture.store.append(stream, [note('c')], { expectedVersion: 1 });

      await expect(attempt).rejects.toBeInstanceOf(StreamVersionConflictError);
      await expect(attempt).rejects.toMatchObject({ status: 409, streamId: stream, expectedVersion: 1, actualVersion: 2 });
      expect(await countRows()).toBe(before);
    });

    it('honours no_stream and stream_exists', async () => {
      const stream = freshStream();
      await expect(fixture.store.append(stream, [note('a')], { expectedVersion: 'stream_exists' })).rejects.toBeInstanceOf(
        StreamVersionConflictError,
      );
      await fixture.store.append(stream, [note('a')], { expectedVersion: 'no_stream' });
      await expect(fixture.store.append(stream, [note('b')], { expectedVersion: 'no_stream' })).rejects.toBeInstanceOf(
        StreamVersionConflictError,
      );
      const appended = await fixture.store.append(stream, [note('b')], { expectedVersion: 'stream_exists' });
      expect(appended.nextExpectedVersion).toBe(2);
    });

    it('answers a retry with the same event ids with the original result, even with a now stale version', async () => {
      const stream = freshStream();
      const events: NewEvent<TestEvent>[] = [
        { ...note('a'), id: randomUUID() },
        { ...note('b'), id: randomUUID() },
      ];
      const original = await fixture.store.append(stream, events, { expectedVersion: 0 });
      await fixture.store.append(stream, [note('c')], { expectedVersion: 2 });
      const before = await countRows();

      const retry = await fixture.store.append(stream, events, { expectedVersion: 0 });

      expect(retry.idempotentReplay).toBe(true);
      expect(retry.events).toEqual(original.events);
      expect(retry.nextExpectedVersion).toBe(2);
      expect(await countRows()).toBe(before);
    });

    it('treats a retry under expectedVersion any as idempotent too', async () => {
      const stream = freshStream();
      const event = { ...note('a'), id: randomUUID() };
      const original = await fixture.store.append(stream, [event], { expectedVersion: 'any' });
      const retry = await fixture.store.append(stream, [event], { expectedVersion: 'any' });
      expect(retry).toEqual({ ...original, idempotentReplay: true });
    });

    it('refuses an event id already used by a different event', async () => {
      const id = randomUUID();
      await fixture.store.append(freshStream(), [{ ...note('a'), id }], { expectedVersion: 'any' });
      const before = await countRows();

      await expect(fixture.store.append(freshStream(), [{ ...note('a'), id }], { expectedVersion: 'any' })).rejects.toBeInstanceOf(
        EventIdReusedError,
      );
      expect(await countRows()).toBe(before);
    });

    it('refuses a batch mixing a stored event id with a new one, storing neither', async () => {
      const stream = freshStream();
      const stored = { ...note('a'), id: randomUUID() };
      await fixture.store.append(stream, [stored], { expectedVersion: 'any' });
      const before = await countRows();

      await expect(
        fixture.store.append(stream, [stored, { ...note('b'), id: randomUUID() }], { expectedVersion: 'any' }),
      ).rejects.toBeInstanceOf(EventIdReusedError);
      expect(await countRows()).toBe(before);
    });

    it('rejects an unregistered event type and stores nothing of the batch', async () => {
      const before = await countRows();
      const unknown = { type: 'NotAThing', data: {} } as unknown as NewEvent<TestEvent>;

      const attempt = fixture.store.append(freshStream(), [note('a'), unknown], { expectedVersion: 'any' });

      await expect(attempt).rejects.toBeInstanceOf(UnknownEventTypeError);
      await expect(attempt).rejects.toMatchObject({ status: 400, eventType: 'NotAThing' });
      expect(await countRows()).toBe(before);
    });

    it('validates every event against its schema and names the failing field', async () => {
      const before = await countRows();
      const invalid = { type: 'NoteTaken', data: { noteId: 'x', text: 'hi', stars: 9 } } as NewEvent<TestEvent>;

      const attempt = fixture.store.append(freshStream(), [note('a'), invalid], { expectedVersion: 'any' });

      await expect(attempt).rejects.toBeInstanceOf(EventSchemaViolationError);
      await expect(attempt).rejects.toMatchObject({ status: 422, issues: [expect.objectContaining({ path: 'stars' })] });
      expect(await countRows()).toBe(before);
    });

    it('refuses an empty batch, a negative expected version and an event id that is not a UUID', async () => {
      await expect(fixture.store.append(freshStream(), [], { expectedVersion: 'any' })).rejects.toBeInstanceOf(InvalidAppendError);
      await expect(fixture.store.append(freshStream(), [note('a')], { expectedVersion: -1 })).rejects.toBeInstanceOf(
        InvalidAppendError,
      );
      await expect(
        fixture.store.append(freshStream(), [{ ...note('a'), id: 'not-a-uuid' }], { expectedVersion: 'any' }),
      ).rejects.toBeInstanceOf(InvalidAppendError);
    });

    it('stores only what the schema defines, stripping unknown fields', async () => {
      const stream = freshStream();
      const sneaky = { type: 'NoteTaken', data: { ...note('a').data, isAdmin: true } } as unknown as NewEvent<TestEvent>;
      await fixture.store.append(stream, [sneaky], { expectedVersion: 'any' });
      const [event] = (await fixture.store.readStream(stream)).events;
      expect(event!.data).toEqual(note('a').data);
    });
  });

  describe('metadata', () => {
    it('keeps correlation, causation, actor and trace ids, an event overriding the call defaults', async () => {
      const stream = freshStream();
      await fixture.store.append(
        stream,
        [note('a'), { ...note('b'), metadata: { causationId: 'event-a' } }],
        {
          expectedVersion: 'any',
          metadata: {
            correlationId: 'request-1',
            causationId: 'request-1',
            actor: { kind: 'user', id: 'learner-7' },
            traceId: '0af7651916cd43dd8448eb211c80319c',
            spanId: 'b7ad6b7169203331',
          },
        },
      );
      const [first, second] = (await fixture.store.readStream(stream)).events;
      expect(first!.metadata).toEqual({
        correlationId: 'request-1',
        causationId: 'request-1',
        actor: { kind: 'user', id: 'learner-7' },
        traceId: '0af7651916cd43dd8448eb211c80319c',
        spanId: 'b7ad6b7169203331',
      });
      expect(second!.metadata).toMatchObject({ correlationId: 'request-1', causationId: 'event-a' });
    });
  });

  describe('upcasting on read', () => {
    it('reads an event stored at an old schema version in the current shape, leaving the stored row as it was', async () => {
      const stream = `sensor-${randomUUID()}`;
      const id = randomUUID();
      // Written as an older release of the code would have written it.
      await sql`INSERT INTO event_store.streams (stream_id, version) VALUES (${stream}, 1)`.execute(fixture.database.db);
      await sql`
        INSERT INTO event_store.events (event_id, stream_id, stream_version, event_type, schema_version, data)
        VALUES (${id}::uuid, ${stream}, 1, 'TemperatureRead', 1, ${JSON.stringify({ sensorId: 's1', fahrenheit: 212 })}::jsonb)
      `.execute(fixture.database.db);

      const [event] = (await fixture.store.readStream(stream)).events;

      expect(event).toMatchObject({ type: 'TemperatureRead', schemaVersion: 1, data: { sensorId: 's1', celsius: 100 } });
      const stored = await sql<{ data: unknown }>`SELECT data FROM event_store.events WHERE event_id = ${id}::uuid`.execute(
        fixture.database.db,
      );
      expect(stored.rows[0]!.data).toEqual({ sensorId: 's1', fahrenheit: 212 });
    });

    it('writes new events at the current schema version', async () => {
      const stream = `sensor-${randomUUID()}`;
      await fixture.store.append(stream, [{ type: 'TemperatureRead', data: { sensorId: 's2', celsius: 21.5 } }], {
        expectedVersion: 'any',
      });
      const [event] = (await fixture.store.readStream(stream)).events;
      expect(event).toMatchObject({ schemaVersion: 2, data: { sensorId: 's2', celsius: 21.5 } });
    });
  });

  describe('readStream', () => {
    it('reads from a version with a maximum count, still reporting the current version', async () => {
      const stream = freshStream();
      await fixture.store.append(stream, ['a', 'b', 'c', 'd'].map((id) => note(id)), { expectedVersion: 'any' });
      const page = await fixture.store.readStream(stream, { fromVersion: 2, maxCount: 2 });
      expect(page.events.map((event) => event.streamVersion)).toEqual([2, 3]);
      expect(page.currentVersion).toBe(4);
    });

    it('reads an unknown stream as empty at version 0', async () => {
      expect(await fixture.store.readStream(freshStream())).toEqual({ currentVersion: 0, events: [] });
    });
  });

  describe('readAll', () => {
    it('pages through the whole log from a checkpoint without gaps or repeats', async () => {
      const stream = freshStream();
      const appended = await fixture.store.append(stream, ['a', 'b', 'c', 'd', 'e'].map((id) => note(id)), {
        expectedVersion: 'any',
      });
      await visibleThrough(appended.events.at(-1)!);
      const ids = new Set(appended.events.map((event) => event.id));
      const seen: string[] = [];
      let checkpoint = START_OF_LOG;
      for (;;) {
        const page = await fixture.store.readAll({ after: checkpoint, limit: 2 });
        if (page.scanned === 0) break;
        seen.push(...page.events.map((event) => event.id));
        checkpoint = page.checkpoint;
      }
      expect(seen.filter((id) => ids.has(id))).toEqual(appended.events.map((event) => event.id));
      expect(new Set(seen).size).toBe(seen.length);
    });

    it('returns only the asked types but moves the checkpoint past the others', async () => {
      const head = await fixture.store.head();
      const stream = `sensor-${randomUUID()}`;
      await fixture.store.append(stream, [note('skip-me')], { expectedVersion: 'any' });
      await fixture.store.append(stream, [{ type: 'TemperatureRead', data: { sensorId: 'x', celsius: 1 } }], {
        expectedVersion: 'any',
      });
      const last = (await fixture.store.append(stream, [note('skip-me-too')], { expectedVersion: 'any' })).events[0]!;
      await visibleThrough(last);

      const page = await fixture.store.readAll({ after: head.committed, types: ['TemperatureRead'] });

      expect(page.events.map((event) => event.type)).toEqual(['TemperatureRead']);
      expect(page.scanned).toBe(3);
      expect(page.checkpoint).toEqual({ transactionId: last.transactionId, position: last.position });
    });

    it('stops at an until checkpoint, inclusive', async () => {
      const stream = freshStream();
      const head = await fixture.store.head();
      const appended = await fixture.store.append(stream, ['a', 'b', 'c'].map((id) => note(id)), { expectedVersion: 'any' });
      await visibleThrough(appended.events.at(-1)!);
      const middle = appended.events[1]!;
      const page = await fixture.store.readAll({
        after: head.committed,
        until: { transactionId: middle.transactionId, position: middle.position },
      });
      expect(page.events.map((event) => event.id)).toEqual(appended.events.slice(0, 2).map((event) => event.id));
    });

    it('finds the checkpoint of a position so a reader can resume right after it', async () => {
      const appended = await fixture.store.append(freshStream(), [note('a'), note('b')], { expectedVersion: 'any' });
      const first = appended.events[0]!;
      const checkpoint = await fixture.store.checkpointOf(first.position);
      expect(checkpoint).toEqual({ transactionId: first.transactionId, position: first.position });
      await visibleThrough(appended.events.at(-1)!);
      const next = await fixture.store.readAll({ after: checkpoint!, limit: 1 });
      expect(next.events[0]!.id).toBe(appended.events[1]!.id);
      expect(await fixture.store.checkpointOf(10n ** 15n)).toBeNull();
    });

    it('measures lag behind a checkpoint', async () => {
      const head = await fixture.store.head();
      await fixture.store.append(freshStream(), [note('a'), note('b'), note('c')], { expectedVersion: 'any' });
      const lag = await fixture.store.lagBehind(head.committed, 2);
      expect(lag.events).toBe(2);
      expect(lag.oldestRecordedAt).toBeInstanceOf(Date);
      expect((await fixture.store.lagBehind((await fixture.store.head()).committed, 100)).events).toBe(0);
    });
  });

  describe('transactions', () => {
    it('appends inside a caller transaction that rolls back: nothing is stored', async () => {
      const stream = freshStream();
      await expect(
        fixture.database.db.transaction().execute(async (transaction) => {
          await fixture.store.append(stream, [note('a')], { expectedVersion: 'any', executor: transaction });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect((await fixture.store.readStream(stream)).currentVersion).toBe(0);
    });

    it('keeps the caller transaction usable after a conflict inside it', async () => {
      const stream = freshStream();
      await fixture.store.append(stream, [note('a')], { expectedVersion: 'any' });
      await fixture.database.db.transaction().execute(async (transaction) => {
        await expect(
          fixture.store.append(stream, [{ ...note('b'), id: randomUUID() }], { expectedVersion: 0, executor: transaction }),
        ).rejects.toBeInstanceOf(StreamVersionConflictError);
        await fixture.store.append(stream, [note('c')], { expectedVersion: 1, executor: transaction });
      });
      expect((await fixture.store.readStream(stream)).events.map((event) => event.data)).toEqual([note('a').data, note('c').data]);
    });
  });

  describe('append hints', () => {
    it('calls listeners after an append', async () => {
      let calls = 0;
      const hinted = new Promise<void>((resolve) => {
        const stop = fixture.store.onAppended(() => {
          calls++;
          stop();
          resolve();
        });
      });
      // The first listener starts LISTEN in the background, and an append before it is listening goes unheard:
      // append again until one is heard, rather than guess how long LISTEN takes.
      let heard = false;
      void hinted.then(() => (heard = true));
      while (!heard) {
        await fixture.store.append(freshStream(), [note('a')], { expectedVersion: 'any' });
        await Promise.race([hinted, new Promise((resolve) => setTimeout(resolve, 100))]);
      }
      expect(calls).toBe(1);
    });
  });
});
