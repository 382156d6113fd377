import { randomUUID } from 'node:crypto';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { getJson, postJson } from '../../testing/learning-requests.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { LEADS_PER_HOUR_PER_CLIENT } from './leads.routes.js';
import { settledHead } from '../../testing/settled-head.js';

describe.each(testDatabaseKinds)('the contact form on %s', (kind) => {
  // As behind a proxy on this machine, so that each test can speak for a client address of its own.
  const used = useTestServer(kind, { TRUST_PROXY: 'loopback' });
  /** A client address of its own per call, as a trusted proxy reports it: no test spends another's budget. */
  let clients = 0;
  const client = () => ({ 'x-forwarded-for': `198.51.100.${++clients}` });
  const lead = (marker: string) => ({
    name: 'Ada Lovelace',
    email: `Ada.${marker}@Example.com`,
    organization: 'Analytical Engines Ltd',
    topic: 'sales',
    message: `We would like Pathwise for 200 learners (${marker}).`,
  });

  it('records a message as a lead that admins then see, with personal data sealed in the log', async () => {
    const marker = randomUUID().slice(0, 8);
    const sent = await postJson(`${used.server.url}/api/leads`, lead(marker), undefined, client());
    expect(sent.status).toBe(201);
    const leadId = sent.body!.lead_id as string;

    const admin = await used.server.tokenFor({ userId: randomUUID(), role: 'admin', tier: 'free' });
    const listed = await eventually(async () => {
      const response = await getJson(`${used.server.url}/api/admin/leads?topic=sales&page_size=100`, admin);
      const found = (response.body!.leads as { lead_id: string }[]).find((each) => each.lead_id === leadId);
      expect(found).toBeDefined();
      return found!;
    });
    expect(listed).toMatchObject({ name: 'Ada Lovelace', email: `ada.${marker}@example.com`, organization: 'Analytical Engines Ltd', topic: 'sales' });
    const { rows } = await (await import('kysely')).sql<{ data: unknown }>`SELECT data FROM event_store.events WHERE stream_id = ${`lead-${leadId}`}`.execute(
      used.server.platform.database.db,
    );
    expect(JSON.stringify(rows[0]!.data)).not.toContain('Lovelace');
  });

  it('refuses an incomplete message, naming the fields, and storing nothing', async () => {
    const before = (await settledHead(used.server.platform)).lastPosition;
    const response = await postJson(`${used.server.url}/api/leads`, { name: '', email: 'nope', message: 'Hi' }, undefined, client());
    expect(response.status).toBe(400);
    expect((response.body!.errors as { pointer: string }[]).map((error) => error.pointer).sort()).toEqual(['#/body/email', '#/body/message', '#/body/name']);
    expect((await used.server.platform.store.head()).lastPosition).toBe(before);
  });

  it('limits messages per client address', async () => {
    const sender = client();
    for (let sent = 0; sent < LEADS_PER_HOUR_PER_CLIENT; sent++) {
      expect((await postJson(`${used.server.url}/api/leads`, lead(randomUUID()), undefined, sender)).status).toBe(201);
    }
    expect((await postJson(`${used.server.url}/api/leads`, lead(randomUUID()), undefined, sender)).status).toBe(429);
  });
});

describe.each(testDatabaseKinds)('the contact form with no proxy configured on %s', (kind) => {
  const used = useTestServer(kind);

  it('counts a caller by its own address, whatever X-Forwarded-For it claims', async () => {
    const send = (claimed: number) =>
      postJson(
        `${used.server.url}/api/leads`,
        { name: 'Mallory', email: `mallory.${randomUUID()}@example.com`, message: 'Another message from a new address, supposedly.' },
        undefined,
        { 'x-forwarded-for': `198.51.100.${claimed}` },
      );
    for (let sent = 0; sent < LEADS_PER_HOUR_PER_CLIENT; sent++) expect((await send(sent + 1)).status).toBe(201);
    expect((await send(LEADS_PER_HOUR_PER_CLIENT + 1)).status).toBe(429);
  });
});
