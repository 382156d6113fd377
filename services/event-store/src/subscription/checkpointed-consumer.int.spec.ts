import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import { openPostgres } from '../database/open-postgres.js';
import type { Executor, StoredEvent } from '../store/event-store.js';
import { eventually } from '../testing/eventually.js';
import { testDatabaseKinds, testPostgresUrl } from '../testing/test-database.js';
import { useTestEventStore } from '../testing/use-test-event-store.js';
import { note, testEventRegistry, type TestEvent } from '../testing/test-events.js';
import { CheckpointedConsumer, type ConsumerHandler } from './checkpointed-consumer.js';
import { createLeaseManager, type LeaseManager } from './leases.js';

/** Records every event it is given in a table, so doubles and losses show up in a count. */
function recordingHandler(subscriptionId: string, options: { delayMs?: number; failOnce?: string } = {}) {
  let failed = false;
  const handler: ConsumerHandler<TestEvent> = {
    subscriptionId,
    eventTypes: ['NoteTaken'],
    async handle(events: readonly StoredEvent<TestEvent>[], { transaction }: { transaction: Executor }) {
      for (const event of events) {
        await sql`INSERT INTO consumer_test_applied (subscription_id, event_id) VALUES (${subscriptionId}, ${event.id}::uuid)`.execute(
          transaction,
        );
        if (options.failOnce && !failed && event.type === 'NoteTaken' && event.data.noteId === options.failOnce) {
          failed = true;
          throw new Error(`handler failed on ${options.failOnce}`);
        }
      }
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    },
  };
  return handler;
}

describe.each(testDatabaseKinds)('checkpointed consumer on %s', (kind) => {
  const fixture = useTestEventStore<TestEvent>(kind, { registry: testEventRegistry });
  let leases: LeaseManager;
  const running: CheckpointedConsumer<TestEvent>[] = [];

  beforeAll(async () => {
    await sql`CREATE TABLE consumer_test_applied (subscription_id text NOT NULL, event_id uuid NOT NULL)`.execute(
      fixture.database.db,
    );
  });
  beforeEach(() => {
    leases = createLeaseManager(fixture.database);
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((consumer) => consumer.close()));
    await leases.close();
  });

  const consumer = (handler: ConsumerHandler<TestEvent>, options = {}, database: Database = fixture.database, leaseManager = leases) => {
    const created = new CheckpointedConsumer(fixture.store, database, leaseManager, handler, { batchSize: 100, idlePollMs: 100, leaseRetryMs: 50, ...options });
    running.push(created);
    return created;
  };
  const appendNotes = async (count: number) => {
    const ids: string[] = [];
    for (let start = 0; start < count; start += 50) {
      const events = Array.from({ length: Math.min(50, count - start) }, (_, each) => ({ ...note(`n${start + each}`), id: randomUUID() }));
      await fixture.store.append(`notes-${randomUUID()}`, events, { expectedVersion: 'no_stream' });
      ids.push(...events.map((event) => event.id));
    }
    return ids;
  };
  const applied = async (subscriptionId: string) => {
    const { rows } = await sql<{ total: bigint; distinct_events: bigint }>`
      SELECT count(*) AS total, count(DISTINCT event_id) AS distinct_events FROM consumer_test_applied
      WHERE subscription_id = ${subscriptionId}
    `.execute(fixture.database.db);
    return { total: Number(rows[0]!.total), distinct: Number(rows[0]!.distinct_events) };
  };
  const noteCount = async () =>
    Number(
      (await sql<{ n: bigint }>`SELECT count(*) AS n FROM event_store.events WHERE event_type = 'NoteTaken'`.execute(fixture.database.db))
        .rows[0]!.n,
    );

  it('catches up on the whole log, then applies new events live', async () => {
    const subscriptionId = `catch-up-${randomUUID()}`;
    await appendNotes(1_200);
    const runner = consumer(recordingHandler(subscriptionId));
    runner.start();
    const before = await noteCount();
    await eventually(async () => expect((await applied(subscriptionId)).total).toBe(before));

    await appendNotes(60);
    await eventually(async () => expect((await applied(subscriptionId)).total).toBe(before + 60));
    expect(runner.status()).toMatchObject({ state: 'live', lastError: null });
  });

  it('loses and doubles nothing when stopped between pages and started again in a new runner', async () => {
    const subscriptionId = `restart-${randomUUID()}`;
    await appendNotes(800);
    const total = await noteCount();
    const first = consumer(recordingHandler(subscriptionId, { delayMs: 20 }));
    first.start();
    await eventually(async () => expect((await applied(subscriptionId)).total).toBeGreaterThan(100));
    await first.stop();
    const atStop = await applied(subscriptionId);
    expect(atStop.total).toBeLessThan(total);
    expect(atStop.total % 100 === 0 || atStop.total === total).toBe(true);

    const second = consumer(recordingHandler(subscriptionId));
    second.start();
    await eventually(async () => expect((await applied(subscriptionId)).total).toBe(total));
    expect(await applied(subscriptionId)).toEqual({ total, distinct: total });
  });

  it('rolls back a page whose handling fails and applies it exactly once on retry', async () => {
    const subscriptionId = `failing-${randomUUID()}`;
    await fixture.store.append(`notes-${randomUUID()}`, [note('ok-1'), note('poison'), note('ok-2')], { expectedVersion: 'any' });
    const errors: string[] = [];
    const runner = consumer(recordingHandler(subscriptionId, { failOnce: 'poison' }), {
      onError: (error: Error) => errors.push(error.message),
    });
    runner.start();
    const total = await noteCount();
    await eventually(async () => expect((await applied(subscriptionId)).total).toBe(total));
    expect(errors).toEqual(['handler failed on poison']);
    expect(await applied(subscriptionId)).toEqual({ total, distinct: total });
  });

  it('runs one active runner per subscription; a standby takes over when it stops', async () => {
    const subscriptionId = `single-${randomUUID()}`;
    // A second database handle stands for a second process; on PGlite there is only ever one process.
    const otherProcess = fixture.testDatabase.url ? await openPostgres({ url: fixture.testDatabase.url, poolSize: 4 }) : fixture.database;
    const otherLeases = fixture.testDatabase.url ? createLeaseManager(otherProcess) : leases;
    try {
      const active = consumer(recordingHandler(subscriptionId));
      active.start();
      await eventually(() => expect(active.status().state).toBe('live'));
      const standby = consumer(recordingHandler(subscriptionId), {}, otherProcess, otherLeases);
      standby.start();
      await eventually(() => expect(standby.status().state).toBe('standby'));

      await appendNotes(120);
      const total = await noteCount();
      await eventually(async () => expect((await applied(subscriptionId)).total).toBe(total));
      expect(standby.status().handledEvents).toBe(0);

      await active.stop();
      await appendNotes(30);
      await eventually(async () => expect((await applied(subscriptionId)).total).toBe(total + 30));
      expect(standby.status().handledEvents).toBeGreaterThan(0);
      expect(await applied(subscriptionId)).toEqual({ total: total + 30, distinct: total + 30 });
      await standby.stop();
    } finally {
      await otherLeases.close();
      if (otherProcess !== fixture.database) await otherProcess.close();
    }
  });

  it('applies every page once even when two runners believe they hold the lease', async () => {
    const subscriptionId = `split-brain-${randomUUID()}`;
    // A lease manager that grants everyone: the worst case of a lost lease nobody noticed.
    const everyoneWins: LeaseManager = {
      tryAcquire: async (name) => ({ name, lost: false, release: async () => {} }),
      close: async () => {},
    };
    await appendNotes(600);
    const total = await noteCount();
    const left = consumer(recordingHandler(subscriptionId, { delayMs: 5 }), {}, fixture.database, everyoneWins);
    const right = consumer(recordingHandler(subscriptionId, { delayMs: 5 }), {}, fixture.database, everyoneWins);
    left.start();
    right.start();
    await eventually(async () => expect((await applied(subscriptionId)).total).toBe(total));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await applied(subscriptionId)).toEqual({ total, distinct: total });
  });

  it('drains to the end of the log on demand', async () => {
    const subscriptionId = `drain-${randomUUID()}`;
    await appendNotes(250);
    const runner = consumer(recordingHandler(subscriptionId));
    await runner.drain();
    expect((await applied(subscriptionId)).total).toBe(await noteCount());
  });
});

describe('checkpointed consumer on a shared postgres server', () => {
  const fixture = useTestEventStore<TestEvent>('postgres', { registry: testEventRegistry });

  it('drains what was committed before it was called, even while a transaction in another database hides it', async () => {
    const handled: string[] = [];
    const handler: ConsumerHandler<TestEvent> = {
      subscriptionId: `hidden-${randomUUID()}`,
      async handle(events) {
        handled.push(...events.map((event) => event.id));
      },
    };
    // An open transaction with an id, in another database of the same server, holds every reader's horizon back.
    const otherDatabase = new pg.Client({ connectionString: testPostgresUrl });
    await otherDatabase.connect();
    const leases = createLeaseManager(fixture.database);
    try {
      await otherDatabase.query('BEGIN');
      await otherDatabase.query('SELECT pg_current_xact_id()');
      const appended = await fixture.store.append(`notes-${randomUUID()}`, [note('hidden')], { expectedVersion: 'no_stream' });

      const drained = new CheckpointedConsumer(fixture.store, fixture.database, leases, handler, { idlePollMs: 50 }).drain();
      // Cannot flake with a correct drain: it cannot return while the other transaction is open.
      const first = await Promise.race([drained.then(() => 'returned'), new Promise((resolve) => setTimeout(resolve, 300, 'waiting'))]);
      expect(first).toBe('waiting');

      await otherDatabase.query('COMMIT');
      await drained;
      expect(handled).toContain(appended.events[0]!.id);
    } finally {
      await otherDatabase.end();
      await leases.close();
    }
  });
});
