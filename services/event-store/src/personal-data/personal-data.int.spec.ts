import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openEventStore } from '../open-event-store.js';
import { testDatabaseKinds } from '../testing/test-database.js';
import { useTestEventStore } from '../testing/use-test-event-store.js';
import { testEventRegistry, testPersonalDataKey, type TestEvent } from '../testing/test-events.js';

describe.each(testDatabaseKinds)('personal data in events on %s', (kind) => {
  const fixture = useTestEventStore<TestEvent>(kind, { registry: testEventRegistry, personalDataKey: testPersonalDataKey });

  const join = async (memberId: string, email: string, nickname: string) => {
    const stream = `member-${memberId}`;
    await fixture.store.append(stream, [{ type: 'MemberJoined', data: { memberId, email, nickname } }], { expectedVersion: 'any' });
    return stream;
  };

  it('never stores a personal field in the clear, yet reads it back', async () => {
    const memberId = randomUUID();
    const stream = await join(memberId, 'ada@example.org', 'Ada');

    const raw = await sql<{ data: unknown }>`SELECT data FROM event_store.events WHERE stream_id = ${stream}`.execute(
      fixture.database.db,
    );
    const stored = JSON.stringify(raw.rows[0]!.data);
    expect(stored).not.toContain('ada@example.org');
    expect(stored).not.toContain('Ada');
    expect(stored).toContain(memberId);

    const [event] = (await fixture.store.readStream(stream)).events;
    expect(event!.data).toEqual({ memberId, email: 'ada@example.org', nickname: 'Ada' });
  });

  it('erases a subject: its personal fields read as null everywhere, other subjects and fields untouched', async () => {
    const forgotten = randomUUID();
    const kept = randomUUID();
    const forgottenStream = await join(forgotten, 'grace@example.org', 'Grace');
    const keptStream = await join(kept, 'alan@example.org', 'Alan');

    expect(await fixture.vault.forget(forgotten)).toBe(true);

    const [erased] = (await fixture.store.readStream(forgottenStream)).events;
    expect(erased!.data).toEqual({ memberId: forgotten, email: null, nickname: null });
    const [untouched] = (await fixture.store.readStream(keptStream)).events;
    expect(untouched!.data).toEqual({ memberId: kept, email: 'alan@example.org', nickname: 'Alan' });

    const fromTheLog = (await fixture.store.readAll({ types: ['MemberJoined'], limit: 10_000 })).events.find(
      (event) => event.streamId === forgottenStream,
    );
    expect(fromTheLog!.data).toEqual({ memberId: forgotten, email: null, nickname: null });
  });

  it('erases for a fresh process too, which never had the key cached', async () => {
    const memberId = randomUUID();
    const stream = await join(memberId, 'barbara@example.org', 'Barbara');
    await fixture.vault.forget(memberId);

    const { store: freshStore } = openEventStore<TestEvent>({
      database: fixture.database,
      registry: testEventRegistry,
      personalDataKey: testPersonalDataKey,
    });
    const [event] = (await freshStore.readStream(stream)).events;
    expect(event!.data).toMatchObject({ email: null, nickname: null });
  });

  it('cannot open personal data with a different master key', async () => {
    const memberId = randomUUID();
    const stream = await join(memberId, 'edsger@example.org', 'Edsger');
    const { store: wrongKeyStore } = openEventStore<TestEvent>({
      database: fixture.database,
      registry: testEventRegistry,
      personalDataKey: Buffer.alloc(32, 9),
    });
    await expect(wrongKeyStore.readStream(stream)).rejects.toThrow();
  });

  it('keeps null personal fields null without making a key', async () => {
    const memberId = randomUUID();
    const stream = `member-${memberId}`;
    await fixture.store.append(stream, [{ type: 'MemberJoined', data: { memberId, email: null, nickname: null } }], {
      expectedVersion: 'any',
    });
    const keys = await sql<{ n: bigint }>`SELECT count(*) AS n FROM event_store.subject_keys WHERE subject_id = ${memberId}`.execute(
      fixture.database.db,
    );
    expect(keys.rows[0]!.n).toBe(0n);
    expect((await fixture.store.readStream(stream)).events[0]!.data).toEqual({ memberId, email: null, nickname: null });
  });
});
