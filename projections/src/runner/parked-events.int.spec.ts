import { randomUUID } from 'node:crypto';
import { pathwiseEvents, streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import {
  START_OF_LOG,
  compareCheckpoints,
  createLeaseManager,
  parkedEventStore,
  retryParkedEvents,
  type LeaseManager,
} from '@pathwise/event-store';
import { appendUncheckedEvent, eventually, testDatabaseKinds, useTestEventStore } from '@pathwise/event-store/testing';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEADS, leadListProjection } from '../leads/lead-list/lead-list.projection.js';
import { listLeads } from '../leads/lead-list/lead-list.queries.js';
import { LIVE_SCHEMA, subscriptionIdOf, type Projection } from './projection.js';
import { ProjectionRunner, projectionHandler } from './projection-runner.js';
import { rebuildProjection } from './rebuild.js';

const LEADS_SUBSCRIPTION = subscriptionIdOf(leadListProjection);

describe.each(testDatabaseKinds)('parked events of a projection on %s', (kind) => {
  const fixture = useTestEventStore<PathwiseEvent>(kind, { registry: pathwiseEvents });
  let leases: LeaseManager;
  let runners: ProjectionRunner<PathwiseEvent>[] = [];

  beforeEach(async () => {
    leases = createLeaseManager(fixture.database);
    // Each test starts from an empty read model and an empty parked list, at the end of the log.
    await leadListProjection.createTables(fixture.database.db, LIVE_SCHEMA);
    await sql`TRUNCATE ${sql.id(LIVE_SCHEMA, LEADS)}`.execute(fixture.database.db);
    await sql`ALTER TABLE ${sql.id(LIVE_SCHEMA, LEADS)} DROP CONSTRAINT IF EXISTS no_press_yet`.execute(fixture.database.db);
    await drainAll(runner());
    await parkedEventStore.clear(fixture.database.db, LEADS_SUBSCRIPTION);
  });
  afterEach(async () => {
    await Promise.all(runners.map((each) => each.close()));
    runners = [];
    await leases.close();
  });

  function runner(projection: Projection<PathwiseEvent> = leadListProjection, options = {}) {
    const created = new ProjectionRunner(projection, fixture.database, fixture.store, leases, { batchSize: 50, idlePollMs: 50, ...options });
    runners.push(created);
    return created;
  }

  /**
   * Drains until the runner has passed the newest event. On PostgreSQL an event becomes readable only once every
   * older transaction of the server has ended, and other databases' tests may hold one open for a moment.
   */
  async function drainAll(drained: ProjectionRunner<PathwiseEvent>) {
    const newest = await fixture.store.checkpointOf((await fixture.store.head()).lastPosition);
    await eventually(async () => {
      await drained.drain();
      expect(compareCheckpoints(drained.status().checkpoint ?? START_OF_LOG, newest ?? START_OF_LOG)).toBeGreaterThanOrEqual(0);
    });
  }

  async function submitLead(topic: 'sales' | 'press' = 'sales') {
    const leadId = randomUUID();
    const { events } = await fixture.store.append(
      streamId('lead', leadId),
      [{ type: 'LeadSubmitted', data: { leadId, name: 'Ada Lovelace', email: null, organization: 'Analytical Engines', topic, message: 'Hello' } }],
      { expectedVersion: 'no_stream' },
    );
    return { leadId, position: events[0]!.position };
  }

  /** Every lead with unstorable text this describe block wrote, for the rebuild, which sees the whole log. */
  const unstorablePositions: bigint[] = [];

  /**
   * A name with a NUL byte (or a lone surrogate), sealed as personal data: the store holds it, since sealed data
   * is ciphertext, but no text or jsonb column can.
   */
  async function submitUnstorableLead(name = 'Ada\u0000Lovelace') {
    const leadId = randomUUID();
    const position = await appendUncheckedEvent(fixture.database, fixture.vault, {
      streamId: streamId('lead', leadId),
      type: 'LeadSubmitted',
      data: { leadId, email: null, topic: 'sales', message: null },
      personalData: { subjectId: leadId, fields: { name, organization: 'Engines' } },
    });
    unstorablePositions.push(position);
    return { leadId, position };
  }

  const projectedLeadIds = async () =>
    (await listLeads(fixture.database.db, { page: 1, pageSize: 100 })).leads.map((lead) => lead.leadId).sort();
  const parkedLeads = () => parkedEventStore.list(fixture.database.db, { subscriptionIds: [LEADS_SUBSCRIPTION] });

  it('parks an event it cannot apply, with the error, and goes on projecting every later event, live', async () => {
    const before = await submitLead();
    const bad = await submitUnstorableLead();
    const surrogate = await submitUnstorableLead('Ada \uD800');
    const after = [await submitLead(), await submitLead()];
    const live = runner();
    await live.start();
    await eventually(async () => expect(await projectedLeadIds()).toEqual([before.leadId, ...after.map((lead) => lead.leadId)].sort()));
    const later = await submitLead();

    await eventually(async () => expect(await projectedLeadIds()).toContain(later.leadId));
    expect(await projectedLeadIds()).not.toContain(bad.leadId);
    expect(await projectedLeadIds()).not.toContain(surrogate.leadId);
    expect(await parkedLeads()).toEqual([
      expect.objectContaining({
        subscriptionId: LEADS_SUBSCRIPTION,
        position: bad.position,
        streamId: streamId('lead', bad.leadId),
        eventType: 'LeadSubmitted',
        attempts: 1,
        // jsonb cannot hold a NUL: the leads projection's page goes through jsonb_to_recordset.
        error: 'unsupported Unicode escape sequence (22P05)',
      }),
      expect.objectContaining({ position: surrogate.position, error: 'invalid input syntax for type json (22P02)', attempts: 1 }),
    ]);
    expect((await parkedLeads())[0]!.firstFailedAt).toBeInstanceOf(Date);
    expect(live.status()).toMatchObject({ state: 'live', lastError: null });
  });

  it('applies a parked event on retry after the fix, and counts one more attempt when it still fails', async () => {
    // A rule the read model broke for a while: it refused press leads until the constraint was dropped (the fix).
    await sql`ALTER TABLE ${sql.id(LIVE_SCHEMA, LEADS)} ADD CONSTRAINT no_press_yet CHECK (topic <> 'press')`.execute(fixture.database.db);
    const press = await submitLead('press');
    const nul = await submitUnstorableLead();
    const sales = await submitLead();
    await drainAll(runner());
    expect(await projectedLeadIds()).toEqual([sales.leadId]);
    expect((await parkedLeads()).map((parked) => [parked.position, parked.error.includes('no_press_yet')])).toEqual([
      [press.position, true],
      [nul.position, false],
    ]);

    await sql`ALTER TABLE ${sql.id(LIVE_SCHEMA, LEADS)} DROP CONSTRAINT no_press_yet`.execute(fixture.database.db);
    const outcomes = await retryParkedEvents({ database: fixture.database, store: fixture.store, handler: projectionHandler(leadListProjection) });

    expect(outcomes).toEqual([
      { position: press.position, outcome: 'applied' },
      { position: nul.position, outcome: 'still_failing', error: expect.stringMatching(/\(22[0-9A-Z]{3}\)$/), attempts: 2 },
    ]);
    expect(await projectedLeadIds()).toEqual([press.leadId, sales.leadId].sort());
    expect(await parkedLeads()).toEqual([expect.objectContaining({ position: nul.position, attempts: 2 })]);
    expect(
      await retryParkedEvents({ database: fixture.database, store: fixture.store, handler: projectionHandler(leadListProjection), positions: [press.position] }),
    ).toEqual([{ position: press.position, outcome: 'not_parked' }]);
  });

  it('never parks an event on a transient failure: the page is retried until it applies', async () => {
    let failuresLeft = 3;
    const errors: string[] = [];
    // A real PostgreSQL serialization failure (40001) on the first tries, as under concurrent writers.
    const flaky: Projection<PathwiseEvent> = {
      ...leadListProjection,
      async apply(events, context) {
        if (failuresLeft-- > 0) {
          await sql`DO $$ BEGIN RAISE EXCEPTION 'could not serialize access' USING ERRCODE = 'serialization_failure'; END $$`.execute(
            context.transaction,
          );
        }
        await leadListProjection.apply(events, context);
      },
    };
    const lead = await submitLead();
    const flakyRunner = runner(flaky, { onError: (error: unknown) => errors.push(String(error)) });
    await flakyRunner.start();

    await eventually(async () => expect(await projectedLeadIds()).toEqual([lead.leadId]));
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors[0]).toContain('could not serialize access');
    expect(await parkedLeads()).toEqual([]);
  });

  it('does not park when the read model itself is broken (a missing table), since every event would fail alike', async () => {
    const lead = await submitLead();
    await sql`ALTER TABLE ${sql.id(LIVE_SCHEMA, LEADS)} RENAME TO leads_moved_away`.execute(fixture.database.db);
    // Without createTables the runner cannot put the table back, as after a migration that was not run.
    const tableless: Projection<PathwiseEvent> = { ...leadListProjection, createTables: async () => {} };
    try {
      const stuck = runner(tableless);
      await eventually(() => expect(stuck.drain()).rejects.toMatchObject({ code: '42P01' }));
      expect(await parkedLeads()).toEqual([]);
    } finally {
      await sql`ALTER TABLE ${sql.id(LIVE_SCHEMA, 'leads_moved_away')} RENAME TO ${sql.id(LEADS)}`.execute(fixture.database.db);
    }
    await drainAll(runner());
    expect(await projectedLeadIds()).toEqual([lead.leadId]);
  });

  it('starts a rebuild with an empty parked list and parks again only what still fails', async () => {
    await sql`ALTER TABLE ${sql.id(LIVE_SCHEMA, LEADS)} ADD CONSTRAINT no_press_yet CHECK (topic <> 'press')`.execute(fixture.database.db);
    const press = await submitLead('press');
    const nul = await submitUnstorableLead();
    await drainAll(runner());
    expect((await parkedLeads()).map((parked) => parked.position)).toEqual([press.position, nul.position]);
    await retryParkedEvents({ database: fixture.database, store: fixture.store, handler: projectionHandler(leadListProjection), positions: [nul.position] });

    // The rebuilt tables are made afresh from the projection, without the constraint: the press lead now applies.
    const result = await rebuildProjection({ database: fixture.database, store: fixture.store, projection: leadListProjection, batchSize: 7 });

    expect(result.parked.map((failure) => failure.event.position)).toEqual(unstorablePositions);
    expect(unstorablePositions).toContain(nul.position);
    expect((await parkedLeads()).map((parked) => [parked.position, parked.attempts])).toEqual(unstorablePositions.map((position) => [position, 1]));
    expect(await projectedLeadIds()).toContain(press.leadId);
    expect(await projectedLeadIds()).not.toContain(nul.leadId);
  });
});
