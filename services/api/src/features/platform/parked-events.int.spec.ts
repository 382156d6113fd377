import { randomUUID } from 'node:crypto';
import { streamId } from '@pathwise/event-schemas';
import { appendUncheckedEvent, eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { LEADS, LIVE_SCHEMA } from '@pathwise/projections';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { getJson, postJson } from '../../testing/learning-requests.js';
import { useTestServer } from '../../testing/use-test-server.js';

interface ParkedEventBody {
  projection: string;
  position: string;
  streamId: string;
  eventType: string;
  error: string;
  attempts: number;
}

describe.each(testDatabaseKinds)('parked events of projections on %s', (kind) => {
  const used = useTestServer(kind);
  const url = (path: string) => `${used.server.url}${path}`;
  const admin = () => used.server.tokenFor({ userId: randomUUID(), role: 'admin', tier: 'free' });

  /** A lead whose name holds a NUL byte, written to the log past the HTTP boundary and the event schema. */
  async function leadWithNul() {
    const leadId = randomUUID();
    const { database, vault } = used.server.platform;
    const position = await appendUncheckedEvent(database, vault, {
      streamId: streamId('lead', leadId),
      type: 'LeadSubmitted',
      data: { leadId, email: null, topic: 'sales', message: null },
      personalData: { subjectId: leadId, fields: { name: 'Ada\u0000Lovelace', organization: 'Engines' } },
    });
    return { leadId, position: position.toString() };
  }

  async function sendLead(topic = 'sales') {
    const sent = await postJson(url('/api/leads'), { name: 'Grace Hopper', email: `grace.${randomUUID().slice(0, 8)}@example.com`, topic, message: 'Hello there' }, undefined, {
      'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}`,
    });
    expect(sent.status).toBe(201);
    return sent.body!.lead_id as string;
  }

  async function adminLeadIds(token: string) {
    const response = await getJson(url('/api/admin/leads?page_size=100'), token);
    return (response.body!.leads as { lead_id: string }[]).map((lead) => lead.lead_id);
  }

  const parkedLeads = async (token: string) =>
    (await getJson(url('/api/admin/projections/parked-events?projection=leads&limit=1000'), token)).body!.parkedEvents as ParkedEventBody[];

  it('parks a lead the projection cannot apply, shows it in health, metrics and to admins, and projects every later lead', async () => {
    const token = await admin();
    const bad = await leadWithNul();
    const later = await sendLead();

    await eventually(async () => expect(await adminLeadIds(token)).toContain(later));
    expect(await adminLeadIds(token)).not.toContain(bad.leadId);

    const health = await getJson(url('/api/health'));
    expect(health.status).toBe(200);
    expect(health.body!.status).toBe('degraded');
    expect((health.body!.projections as { name: string; parkedEvents: number; state: string }[]).find((each) => each.name === 'leads')).toMatchObject({
      parkedEvents: 1,
      lastError: null,
    });
    const metrics = await (await fetch(url('/metrics'))).text();
    expect(metrics).toMatch(/pathwise_projection_parked_events\{projection="leads"\} 1\n/);
    expect(metrics).toMatch(/pathwise_projection_parked_events\{projection="forum"\} 0\n/);

    const listed = await getJson(url('/api/admin/projections/parked-events'), token);
    expect(listed.body!.total).toBe(1);
    expect(await parkedLeads(token)).toEqual([
      {
        projection: 'leads',
        position: bad.position,
        streamId: `lead-${bad.leadId}`,
        eventType: 'LeadSubmitted',
        error: 'unsupported Unicode escape sequence (22P05)',
        attempts: 1,
        firstFailedAt: expect.any(String),
        lastFailedAt: expect.any(String),
      },
    ]);
  });

  it('retries parked events for an admin: what applies after the fix leaves the list, what still fails counts an attempt', async () => {
    const token = await admin();
    const { db } = used.server.platform.database;
    const nul = await leadWithNul();
    // A rule that refused press leads for a while; dropping it is the fix.
    await sql`ALTER TABLE ${sql.id(LIVE_SCHEMA, LEADS)} ADD CONSTRAINT no_press_yet CHECK (topic <> 'press')`.execute(db);
    const press = await sendLead('press');
    const pressPosition = async () => (await parkedLeads(token)).find((parked) => parked.streamId === `lead-${press}`)?.position;
    await eventually(async () => expect(await pressPosition()).toBeDefined());
    const oldestOnly = await getJson(url('/api/admin/projections/parked-events?projection=leads&limit=1'), token);
    expect(oldestOnly.body!.parkedEvents).toHaveLength(1);
    expect(oldestOnly.body!.total).toBeGreaterThanOrEqual(2);
    await sql`ALTER TABLE ${sql.id(LIVE_SCHEMA, LEADS)} DROP CONSTRAINT no_press_yet`.execute(db);

    const one = await postJson(url('/api/admin/projections/leads/parked-events/retry'), { position: nul.position }, token);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({
      outcomes: [{ position: nul.position, outcome: 'still_failing', error: 'unsupported Unicode escape sequence (22P05)', attempts: 2 }],
    });

    const pressAt = await pressPosition();
    const all = await postJson(url('/api/admin/projections/leads/parked-events/retry'), {}, token);
    expect(all.status).toBe(200);
    const outcomes = all.body!.outcomes as { position: string; outcome: string }[];
    expect(outcomes.find((outcome) => outcome.position === pressAt)).toEqual({ position: pressAt, outcome: 'applied' });
    expect(outcomes.find((outcome) => outcome.position === nul.position)).toMatchObject({ outcome: 'still_failing', attempts: 3 });
    expect(await adminLeadIds(token)).toContain(press);
    expect(await pressPosition()).toBeUndefined();
  });

  it('keeps the parked events to admins and checks what is asked', async () => {
    const student = await used.server.tokenFor({ userId: randomUUID(), role: 'student', tier: 'free' });
    const token = await admin();
    expect((await getJson(url('/api/admin/projections/parked-events'))).status).toBe(401);
    expect((await getJson(url('/api/admin/projections/parked-events'), student)).status).toBe(403);
    expect((await postJson(url('/api/admin/projections/leads/parked-events/retry'), {}, student)).status).toBe(403);
    expect((await getJson(url('/api/admin/projections/parked-events?projection=nothing'), token)).status).toBe(404);
    expect((await postJson(url('/api/admin/projections/nothing/parked-events/retry'), {}, token)).status).toBe(404);
    const tooMany = await getJson(url('/api/admin/projections/parked-events?limit=5000'), token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body!.errors).toEqual([expect.objectContaining({ pointer: '#/query/limit' })]);
    const bad = await postJson(url('/api/admin/projections/leads/parked-events/retry'), { position: 'last' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body!.errors).toEqual([expect.objectContaining({ pointer: '#/body/position' })]);
  });
});
