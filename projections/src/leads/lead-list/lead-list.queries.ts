import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { LEADS } from './lead-list.projection.js';

export interface Lead {
  readonly leadId: string;
  readonly name: string | null;
  readonly email: string | null;
  readonly organization: string | null;
  readonly topic: string;
  readonly message: string | null;
  readonly submittedAt: Date;
}

/** A page of leads, newest first, optionally of one topic, with the count of all that match. */
export async function listLeads(db: Executor, query: { topic?: string | undefined; page: number; pageSize: number }) {
  const { rows } = await sql<{
    lead_id: string;
    name: string | null;
    email: string | null;
    organization: string | null;
    topic: string;
    message: string | null;
    submitted_at: Date;
    total: number;
  }>`
    SELECT *, count(*) OVER ()::int AS total FROM ${sql.id(LIVE_SCHEMA, LEADS)}
    WHERE (${query.topic ?? null}::text IS NULL OR topic = ${query.topic ?? null})
    ORDER BY submitted_at DESC, lead_id LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}
  `.execute(db);
  return {
    total: rows[0]?.total ?? 0,
    leads: rows.map<Lead>((row) => ({
      leadId: row.lead_id,
      name: row.name,
      email: row.email,
      organization: row.organization,
      topic: row.topic,
      message: row.message,
      submittedAt: row.submitted_at,
    })),
  };
}
