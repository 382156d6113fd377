import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const LEADS = 'leads_v1';

/** Who wrote in through the contact form, newest first, for admins to follow up. */
export const leadListProjection: Projection<PathwiseEvent> = {
  name: 'leads',
  version: 1,
  eventTypes: ['LeadSubmitted'],
  tables: [LEADS],
  async createTables(db: Executor, schema: string) {
    await sql`
      CREATE TABLE IF NOT EXISTS ${sql.id(schema, LEADS)} (
        lead_id text PRIMARY KEY,
        name text,
        email text,
        organization text,
        topic text NOT NULL,
        message text,
        submitted_at timestamptz NOT NULL
      )
    `.execute(db);
  },
  async apply(events, { transaction, schema }) {
    const rows = events.flatMap((event) =>
      event.type === 'LeadSubmitted'
        ? [{ lead_id: event.data.leadId, name: event.data.name, email: event.data.email, organization: event.data.organization, topic: event.data.topic, message: event.data.message, submitted_at: event.recordedAt.toISOString() }]
        : [],
    );
    if (rows.length === 0) return;
    await sql`
      INSERT INTO ${sql.id(schema, LEADS)}
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS page(lead_id text, name text, email text, organization text, topic text, message text, submitted_at timestamptz)
      ON CONFLICT (lead_id) DO NOTHING
    `.execute(transaction);
  },
};
