import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor, StoredEvent } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

/** One row per person: what decides whether to ask them now. */
export const NPS_SURVEY_PEOPLE = 'nps_survey_people_v1';
/** One row per answer, with the role and plan its giver had then, for the admins' figures. */
export const NPS_RESPONSES = 'nps_responses_v1';

type NpsSurveyFact = 'registered_at' | 'last_certificate_at' | 'last_answered_at' | 'last_dismissed_at';

/** Moves one of a person's dates forward (never back: a replay or a late event leaves the latest). */
async function advance(transaction: Executor, schema: string, userId: string, column: NpsSurveyFact, at: string) {
  const people = sql.id(schema, NPS_SURVEY_PEOPLE);
  await sql`
    INSERT INTO ${people} (user_id, ${sql.ref(column)}) VALUES (${userId}, ${at}::timestamptz)
    ON CONFLICT (user_id) DO UPDATE SET ${sql.ref(column)} = GREATEST(${people}.${sql.ref(column)}, EXCLUDED.${sql.ref(column)})
  `.execute(transaction);
}

async function applyOne(event: StoredEvent<PathwiseEvent>, transaction: Executor, schema: string) {
  switch (event.type) {
    case 'AccountRegistered':
      return advance(transaction, schema, event.data.userId, 'registered_at', event.recordedAt.toISOString());
    case 'CertificateIssued':
      return advance(transaction, schema, event.data.learnerId, 'last_certificate_at', event.data.issuedAt);
    case 'NpsSurveyDismissed':
      return advance(transaction, schema, event.data.userId, 'last_dismissed_at', event.data.dismissedAt);
    case 'NpsResponseGiven': {
      const { userId, score, comment, role, plan, answeredAt } = event.data;
      await advance(transaction, schema, userId, 'last_answered_at', answeredAt);
      await sql`
        INSERT INTO ${sql.id(schema, NPS_RESPONSES)} (response_id, user_id, score, comment, role, plan, answered_at)
        VALUES (${event.id}, ${userId}, ${score}, ${comment}, ${role}, ${plan}, ${answeredAt}::timestamptz)
        ON CONFLICT (response_id) DO NOTHING
      `.execute(transaction);
      return;
    }
    default:
      return;
  }
}

/** Whom to ask "How likely are you to recommend Pathwise?" now, and what everyone answered. */
export const npsSurveyProjection: Projection<PathwiseEvent> = {
  name: 'nps-survey',
  version: 1,
  eventTypes: ['AccountRegistered', 'CertificateIssued', 'NpsResponseGiven', 'NpsSurveyDismissed'],
  tables: [NPS_SURVEY_PEOPLE, NPS_RESPONSES],
  async createTables(db: Executor, schema: string) {
    await sql`
      CREATE TABLE IF NOT EXISTS ${sql.id(schema, NPS_SURVEY_PEOPLE)} (
        user_id text PRIMARY KEY,
        registered_at timestamptz,
        last_certificate_at timestamptz,
        last_answered_at timestamptz,
        last_dismissed_at timestamptz
      )
    `.execute(db);
    await sql`
      CREATE TABLE IF NOT EXISTS ${sql.id(schema, NPS_RESPONSES)} (
        response_id text PRIMARY KEY,
        user_id text NOT NULL,
        score integer NOT NULL,
        comment text,
        role text NOT NULL,
        plan text NOT NULL,
        answered_at timestamptz NOT NULL
      )
    `.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`${NPS_RESPONSES}_answered_at`)} ON ${sql.id(schema, NPS_RESPONSES)} (answered_at DESC, response_id DESC)`.execute(db);
  },
  async apply(events, { transaction, schema }) {
    for (const event of events) await applyOne(event, transaction, schema);
  },
};
