import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LogTail } from '../subscription/log-tail.js';
import { testDatabaseKinds } from '../testing/test-database.js';
import { useTestEventStore } from '../testing/use-test-event-store.js';
import { note, testEventRegistry, type TestEvent } from '../testing/test-events.js';
import { StreamVersionConflictError } from './errors.js';
import type { Checkpoint } from './event-store.js';

const WRITERS = 8;
const EVENTS_PER_WRITER = 1_000;

describe.each(testDatabaseKinds)('event store under concurrent writers on %s', (kind) => {
  const fixture = useTestEventStore<TestEvent>(kind, { registry: testEventRegistry, poolSize: WRITERS + 4 });

  it(`delivers ${WRITERS} x ${EVENTS_PER_WRITER} events to a live catch-up subscriber exactly once, in one global order`, async () => {
    const start = (await fixture.store.head()).visible;
    const written = new Set<string>();
    const received: string[] = [];
    const tail = new LogTail(fixture.store, { batchSize: 97, idlePollMs: 200 });
    const stopTailing = new AbortController();

    const subscriber = (async () => {
      let checkpoint: Checkpoint = start;
      while (!stopTailing.signal.aborted) {
        const page = await tail.next(checkpoint, stopTailing.signal);
        received.push(...page.events.map((event) => event.id));
        checkpoint = page.checkpoint;
      }
    })();

    // Each writer appends batches of 1 to 4 events to a handful of shared streams, so commits interleave and
    // positions are handed out in a different order from the one in which transactions commit.
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      let sent = 0;
      while (sent < EVENTS_PER_WRITER) {
        const size = Math.min(1 + ((sent + writer) % 4), EVENTS_PER_WRITER - sent);
        const events = Array.from({ length: size }, () => ({ ...note(`w${writer}`), id: randomUUID() }));
        await fixture.store.append(`shared-${(sent + writer) % 5}`, events, { expectedVersion: 'any' });
        events.forEach((event) => written.add(event.id));
        sent += size;
      }
    });
    await Promise.all(writers);

    const deadline = Date.now() + 60_000;
    while (received.length < written.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    stopTailing.abort();
    await subscriber;
    tail.close();

    expect(written.size).toBe(WRITERS * EVENTS_PER_WRITER);
    expect(received.length).toBe(written.size);
    expect(new Set(received).size).toBe(received.length);
    expect(received.every((id) => written.has(id))).toBe(true);

    const replayed: string[] = [];
    let checkpoint: Checkpoint = start;
    for (;;) {
      const page = await fixture.store.readAll({ after: checkpoint, limit: 1_000 });
      if (page.scanned === 0) break;
      replayed.push(...page.events.map((event) => event.id));
      checkpoint = page.checkpoint;
    }
    expect(replayed).toEqual(received);
  });

  it('lets exactly one of many conflicting appends at the same expected version win', async () => {
    const stream = `race-${randomUUID()}`;
    await fixture.store.append(stream, [note('first')], { expectedVersion: 'no_stream' });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, contender) => fixture.store.append(stream, [note(`c${contender}`)], { expectedVersion: 1 })),
    );

    const winners = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const losers = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(11);
    for (const loser of losers) expect((loser as PromiseRejectedResult).reason).toBeInstanceOf(StreamVersionConflictError);
    expect((await fixture.store.readStream(stream)).currentVersion).toBe(2);
  });

  it("reports a version that always matches the events read, even while a stream's first append commits", async () => {
    const mismatches: { version: number; events: number }[] = [];
    for (let round = 0; round < 40; round++) {
      const stream = `first-${randomUUID()}`;
      const writer = fixture.store.append(stream, [note('a'), note('b')], { expectedVersion: 'no_stream' });
      const reads = Array.from({ length: 6 }, () => fixture.store.readStream(stream));
      for (const { currentVersion, events } of [...(await Promise.all(reads)), await (await writer, fixture.store.readStream(stream))]) {
        if (currentVersion !== events.length) mismatches.push({ version: currentVersion, events: events.length });
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('lets every concurrent append under expectedVersion any land, numbering the stream without gaps', async () => {
    const stream = `crowd-${randomUUID()}`;
    await Promise.all(Array.from({ length: 20 }, (_, each) => fixture.store.append(stream, [note(`n${each}`)], { expectedVersion: 'any' })));
    const { events, currentVersion } = await fixture.store.readStream(stream);
    expect(currentVersion).toBe(20);
    expect(events.map((event) => event.streamVersion)).toEqual(Array.from({ length: 20 }, (_, each) => each + 1));
  });

  it('leaves no gap once concurrent writers finish: a paging reader sees every event once, up to the visible head', async () => {
    const start = (await fixture.store.head()).visible;
    const written = new Set<string>();
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        for (let batch = 0; batch < 25; batch++) {
          const events = Array.from({ length: 1 + (batch % 3) }, () => ({ ...note(`g${writer}`), id: randomUUID() }));
          await fixture.store.append(`gap-${randomUUID()}`, events, { expectedVersion: 'no_stream' });
          events.forEach((event) => written.add(event.id));
        }
      }),
    );

    // Small pages, so a page boundary falls between commits that took their positions out of order.
    const read: { id: string; checkpoint: Checkpoint }[] = [];
    let checkpoint: Checkpoint = start;
    for (;;) {
      const page = await fixture.store.readAll({ after: checkpoint, limit: 7 });
      if (page.scanned === 0) break;
      read.push(...page.events.map((event) => ({ id: event.id, checkpoint: { transactionId: event.transactionId, position: event.position } })));
      checkpoint = page.checkpoint;
    }

    expect(read.map((entry) => entry.id).sort()).toEqual([...written].sort());
    const positions = read.map((entry) => entry.checkpoint.position);
    expect(new Set(positions).size).toBe(positions.length);
    const head = await fixture.store.head();
    expect(head.visible).toEqual(read.at(-1)!.checkpoint);
    expect(head.lastPosition).toBe(positions.reduce((highest, position) => (position > highest ? position : highest)));
  });
});

/** Two transactions open at once need two connections, which only a PostgreSQL server gives. */
describe('event store read order on postgres', () => {
  const fixture = useTestEventStore<TestEvent>('postgres', { registry: testEventRegistry });

  it(
    'never lets a reader pass an event whose transaction commits after a later-positioned one',
    async () => {
      const start = (await fixture.store.head()).visible;
      const early = { ...note('early'), id: randomUUID() };
      const late = { ...note('late'), id: randomUUID() };
      let commitEarly!: () => void;
      const earlyMayCommit = new Promise<void>((resolve) => (commitEarly = resolve));
      let earlyAppended!: () => void;
      const earlyIsIn = new Promise<void>((resolve) => (earlyAppended = resolve));

      // The early writer takes its position first and then holds its transaction open.
      const earlyWriter = fixture.database.db.transaction().execute(async (transaction) => {
        await fixture.store.append(`early-${randomUUID()}`, [early], { expectedVersion: 'any', executor: transaction });
        earlyAppended();
        await earlyMayCommit;
      });
      await earlyIsIn;
      const lateResult = await fixture.store.append(`late-${randomUUID()}`, [late], { expectedVersion: 'any' });

      // A reader ordering by position alone would now read `late` and later skip `early`.
      const whileOpen = await fixture.store.readAll({ after: start });
      expect(whileOpen.events.map((event) => event.id)).not.toContain(late.id);
      expect(whileOpen.checkpoint).toEqual(start);

      commitEarly();
      await earlyWriter;
      const afterCommit = await fixture.store.readAll({ after: whileOpen.checkpoint });
      expect(afterCommit.events.map((event) => event.id)).toEqual([early.id, late.id]);
      const earlyPosition = afterCommit.events[0]!.position;
      expect(earlyPosition).toBeLessThan(lateResult.events[0]!.position);
    },
  );
});
