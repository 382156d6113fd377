import { randomUUID } from 'node:crypto';
import { pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { START_OF_LOG, openEventStore, type Checkpoint, type Database } from '@pathwise/event-store';
import { learnerActivityProjection, rebuildProjection } from '@pathwise/projections';
import { sql } from 'kysely';
import { rate, type Figure } from './measure.js';

export interface BenchSizes {
  readonly singleAppends: number;
  readonly batches: number;
  readonly batchSize: number;
  /** Extra events loaded before reading, so that reads and rebuilds run long enough to measure. */
  readonly logSize: number;
}

/** A learning event as learners send them, numbered so a bench can make as many different ones as it needs. */
export const learning = (learner: number, n: number): PathwiseEvent => ({
  type: 'LearningEventRecorded',
  data: {
    learnerId: `bench-learner-${learner}`,
    courseId: `bench-course-${n % 20}`,
    lessonId: `lesson-${n % 12}`,
    eventType: n % 3 === 0 ? 'quiz_attempt' : n % 3 === 1 ? 'lesson_start' : 'lesson_complete',
    timeSpentSeconds: 30 + (n % 200),
    score: n % 3 === 0 ? n % 101 : null,
    attempts: n % 3 === 0 ? 1 : null,
    deviceType: n % 4 === 0 ? 'mobile' : 'desktop',
    engagementIndicators: { scrollDepth: 0.8, focusLosses: n % 3 },
    occurredAt: new Date(Date.UTC(2026, 10, 1 + (n % 20))).toISOString(),
    contentModalities: n % 3 === 0 ? [] : ['text'],
    preview: false,
  },
});

/** The same row shape the log stores, in a plain table: what the database does without any of our guarantees. */
async function createBaselineTable(database: Database): Promise<void> {
  await sql`DROP TABLE IF EXISTS bench_raw_inserts`.execute(database.db);
  await sql`
    CREATE TABLE bench_raw_inserts (
      position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      stream_id text NOT NULL,
      event_type text NOT NULL,
      data jsonb NOT NULL
    )
  `.execute(database.db);
}

/** Concurrent writers for the throughput figure: a few more than the cores, as a busy API would have. */
const BATCH_WRITERS = 4;

/** Runs `count` numbered jobs on `writers` concurrent loops, each job awaited before its loop takes the next. */
async function inParallel(writers: number, count: number, job: (index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (next < count) await job(next++);
    }),
  );
}

/** Measures appends, reads and a rebuild on one database, each beside its baseline, all in this run. */
export async function benchEventStore(label: string, database: Database, sizes: BenchSizes): Promise<Figure[]> {
  const { store } = openEventStore<PathwiseEvent>({ database, registry: pathwiseEvents, personalDataKey: Buffer.alloc(32, 1) });
  await createBaselineTable(database);
  const figures: Figure[] = [];
  const payload = (n: number) => JSON.stringify(learning(n % 50, n).data);

  // Warm both paths so that neither pays for first-use costs in its timing.
  for (let n = 0; n < 50; n++) {
    await sql`INSERT INTO bench_raw_inserts (stream_id, event_type, data) VALUES (${`warm-${n}`}, 'LearningEventRecorded', ${payload(n)}::jsonb)`.execute(database.db);
    await store.append(`learner-warm-${n}`, [learning(n, n)], { expectedVersion: 'any' });
  }

  const rawSingle = await rate(sizes.singleAppends, async () => {
    for (let n = 0; n < sizes.singleAppends; n++) {
      await sql`INSERT INTO bench_raw_inserts (stream_id, event_type, data) VALUES (${`learner-raw-${n % 500}`}, 'LearningEventRecorded', ${payload(n)}::jsonb)`.execute(database.db);
    }
  });
  const single = await rate(sizes.singleAppends, async () => {
    for (let n = 0; n < sizes.singleAppends; n++) {
      await store.append(`learner-single-${n % 500}`, [learning(n % 500, n)], { expectedVersion: 'any' });
    }
  });
  figures.push({
    database: label,
    name: 'append, 1 event per transaction',
    perSecond: single.perSecond,
    baseline: { name: 'raw single-row INSERT', perSecond: rawSingle.perSecond },
    target: { ratio: 0.6 },
  });

  const rows = sizes.batches * sizes.batchSize;
  const rawBatch = (batch: number) => {
    const values = Array.from({ length: sizes.batchSize }, (_, offset) => {
      const n = batch * sizes.batchSize + offset;
      return sql`(${`learner-rawbatch-${batch}`}, 'LearningEventRecorded', ${payload(n)}::jsonb)`;
    });
    return sql`INSERT INTO bench_raw_inserts (stream_id, event_type, data) VALUES ${sql.join(values)}`.execute(database.db);
  };
  const storeBatch = (prefix: string) => (batch: number) => {
    const events = Array.from({ length: sizes.batchSize }, (_, offset) => learning(batch % 500, batch * sizes.batchSize + offset));
    return store.append(`${prefix}-${batch}`, events, { expectedVersion: 'no_stream' });
  };
  // One writer shows the cost of an append; several show the log's throughput, since a server takes appends from many
  // requests at once. Each is set beside a baseline written the same way.
  for (const writers of [1, BATCH_WRITERS]) {
    const baseline = await rate(rows, () => inParallel(writers, sizes.batches, (batch) => rawBatch(batch + writers * sizes.batches)));
    const batched = await rate(rows, () => inParallel(writers, sizes.batches, storeBatch(`learner-batch${writers}`)));
    figures.push({
      database: label,
      name: `append, ${sizes.batchSize}-event batches${writers > 1 ? `, ${writers} writers` : ''}`,
      perSecond: batched.perSecond,
      baseline: { name: `raw multi-row INSERT${writers > 1 ? `, ${writers} writers` : ''}`, perSecond: baseline.perSecond },
      target: { perSecond: 50_000 },
    });
  }

  for (let loaded = 0, batch = 0; loaded < sizes.logSize; loaded += sizes.batchSize, batch++) {
    const events = Array.from({ length: sizes.batchSize }, (_, offset) => learning(batch % 500, loaded + offset));
    await store.append(`learner-load-${randomUUID()}`, events, { expectedVersion: 'no_stream' });
  }
  const { rows: counted } = await sql<{ total: bigint }>`SELECT count(*) AS total FROM event_store.events`.execute(database.db);
  const total = Number(counted[0]!.total);

  let read = 0;
  const readAll = await rate(total, async () => {
    let checkpoint: Checkpoint = START_OF_LOG;
    for (;;) {
      const page = await store.readAll({ after: checkpoint, limit: 5_000 });
      if (page.scanned === 0) break;
      read += page.events.length;
      checkpoint = page.checkpoint;
    }
  });
  if (read !== total) throw new Error(`readAll returned ${read} of ${total} events`);
  figures.push({ database: label, name: `readAll (${total.toLocaleString('en-US')} events)`, perSecond: readAll.perSecond, target: { perSecond: 200_000 } });

  let scanned = 0;
  const rebuild = await rate(total, async () => {
    const result = await rebuildProjection({ database, store, projection: learnerActivityProjection, batchSize: 5_000 });
    scanned = result.scanned;
  });
  if (scanned !== total) throw new Error(`the rebuild scanned ${scanned} of ${total} events`);
  figures.push({ database: label, name: 'rebuild learner-activity', perSecond: rebuild.perSecond, target: { perSecond: 100_000 } });

  await store.close();
  return figures;
}
