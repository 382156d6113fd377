import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/test-database.js';
import { useTestEventStore } from '../testing/use-test-event-store.js';
import { note, testEventRegistry, type TestEvent } from '../testing/test-events.js';
import { CheckpointedConsumer } from './checkpointed-consumer.js';
import { createLeaseManager } from './leases.js';
import { reactorHandler, reactorSubscriptionId, type Reactor } from './reactor.js';

/** Every five-star note gets a follow-up note in a stream of its own. */
const followUpFiveStars: Reactor<TestEvent> = {
  name: 'follow-up-five-stars',
  eventTypes: ['NoteTaken'],
  react(event) {
    if (event.type !== 'NoteTaken' || event.data.stars !== 5) return [];
    return [
      {
        streamId: `follow-up-${event.data.noteId}`,
        events: [{ type: 'NoteTaken', data: { noteId: `${event.data.noteId}-follow-up`, text: `Follow up on ${event.data.noteId}`, stars: 0 } }],
      },
    ];
  },
};

describe.each(testDatabaseKinds)('reactors on %s', (kind) => {
  const fixture = useTestEventStore<TestEvent>(kind, { registry: testEventRegistry });

  const runReactor = async () => {
    const leases = createLeaseManager(fixture.database);
    await new CheckpointedConsumer(fixture.store, fixture.database, leases, reactorHandler(followUpFiveStars, fixture.store)).drain();
    await leases.close();
  };
  const followUps = async () =>
    (
      await sql<{ stream_id: string }>`SELECT stream_id FROM event_store.events WHERE stream_id LIKE 'follow-up-%' ORDER BY stream_id`.execute(
        fixture.database.db,
      )
    ).rows.map((row) => row.stream_id);

  it('appends what it decides, once, even when the log is processed again from the start', async () => {
    const five = `n-${randomUUID()}`;
    const three = `n-${randomUUID()}`;
    const cause = await fixture.store.append('notes-1', [note(five, 5), note(three, 3)], { expectedVersion: 'any', metadata: { correlationId: 'req-9' } });

    await runReactor();
    expect(await followUps()).toEqual([`follow-up-${five}`]);

    await sql`DELETE FROM event_store.subscription_checkpoints WHERE subscription_id = ${reactorSubscriptionId(followUpFiveStars)}`.execute(
      fixture.database.db,
    );
    await runReactor();
    expect(await followUps()).toEqual([`follow-up-${five}`]);

    const [followUp] = (await fixture.store.readStream(`follow-up-${five}`)).events;
    expect(followUp!.metadata).toMatchObject({
      causationId: cause.events[0]!.id,
      correlationId: 'req-9',
      actor: { kind: 'reactor', id: 'follow-up-five-stars' },
    });
  });
});
