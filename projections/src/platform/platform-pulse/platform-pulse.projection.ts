import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor, StoredEvent } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

/** One row per minute and figure: how many of it the platform recorded in that minute (revenue: minor units). */
export const PLATFORM_PULSE_MINUTES = 'platform_pulse_minutes_v1';
/** One row per minute and learner who recorded learning in it: the active learners are counted from here. */
export const PLATFORM_PULSE_LEARNERS = 'platform_pulse_learners_v1';
/** Orders placed and not yet paid, with what their payment will bring in. */
export const PLATFORM_PULSE_ORDERS = 'platform_pulse_orders_v1';

/** The counted figures; revenue is kept per currency as `revenue:<currency>`. */
export const pulseCounts = ['sign_ups', 'learning_events', 'quiz_attempts', 'sales', 'certificates'] as const;
export type PulseCount = (typeof pulseCounts)[number];
export const REVENUE_PREFIX = 'revenue:';

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, PLATFORM_PULSE_MINUTES)} (
      minute timestamptz NOT NULL,
      figure text NOT NULL,
      amount bigint NOT NULL,
      PRIMARY KEY (minute, figure)
    )
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, PLATFORM_PULSE_LEARNERS)} (
      minute timestamptz NOT NULL,
      learner_id text NOT NULL,
      PRIMARY KEY (minute, learner_id)
    )
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, PLATFORM_PULSE_ORDERS)} (
      order_id text PRIMARY KEY,
      currency text NOT NULL,
      total bigint NOT NULL
    )
  `.execute(db);
}

/** The minute an event was recorded in, as an ISO instant: the pulse is what the platform saw happen, when. */
export const minuteOf = (at: Date): string => `${at.toISOString().slice(0, 16)}:00.000Z`;

type PulseEvent = StoredEvent<PathwiseEvent>;

/** Adds up a page of events per minute and figure, so that a page writes each row once. */
class MinuteTally {
  private readonly amounts = new Map<string, { minute: string; figure: string; amount: number }>();
  private readonly learners = new Map<string, { minute: string; learner_id: string }>();

  add(at: Date, figure: string, amount = 1): void {
    const minute = minuteOf(at);
    const key = `${minute}|${figure}`;
    const row = this.amounts.get(key) ?? { minute, figure, amount: 0 };
    row.amount += amount;
    this.amounts.set(key, row);
  }

  learnerActive(at: Date, learnerId: string): void {
    const minute = minuteOf(at);
    this.learners.set(`${minute}|${learnerId}`, { minute, learner_id: learnerId });
  }

  async write(transaction: Executor, schema: string): Promise<void> {
    if (this.amounts.size > 0) {
      await sql`
        INSERT INTO ${sql.id(schema, PLATFORM_PULSE_MINUTES)} AS current
        SELECT * FROM jsonb_to_recordset(${JSON.stringify([...this.amounts.values()])}::jsonb) AS page(minute timestamptz, figure text, amount bigint)
        ON CONFLICT (minute, figure) DO UPDATE SET amount = current.amount + excluded.amount
      `.execute(transaction);
    }
    if (this.learners.size > 0) {
      await sql`
        INSERT INTO ${sql.id(schema, PLATFORM_PULSE_LEARNERS)}
        SELECT * FROM jsonb_to_recordset(${JSON.stringify([...this.learners.values()])}::jsonb) AS page(minute timestamptz, learner_id text)
        ON CONFLICT DO NOTHING
      `.execute(transaction);
    }
  }
}

/** A paid order brings in what it was placed for; the placed figures are kept until then, and let go after. */
async function takePlacedOrder(orderId: string, transaction: Executor, schema: string): Promise<{ currency: string; total: number } | undefined> {
  const { rows } = await sql<{ currency: string; total: string }>`
    DELETE FROM ${sql.id(schema, PLATFORM_PULSE_ORDERS)} WHERE order_id = ${orderId} RETURNING currency, total::text
  `.execute(transaction);
  const row = rows[0];
  return row && { currency: row.currency, total: Number(row.total) };
}

async function applyEvent(event: PulseEvent, tally: MinuteTally, transaction: Executor, schema: string): Promise<void> {
  const at = event.recordedAt;
  switch (event.type) {
    case 'AccountRegistered':
      tally.add(at, 'sign_ups');
      break;
    case 'LearningEventRecorded':
      // Staff trying their own course is not learning on the platform.
      if (event.data.preview) break;
      tally.add(at, 'learning_events');
      tally.learnerActive(at, event.data.learnerId);
      if (event.data.eventType === 'quiz_attempt') tally.add(at, 'quiz_attempts');
      break;
    case 'CertificateIssued':
      // A reissue under the holder's new name is the same achievement signed again, not one more certificate.
      if (!event.data.supersedes) tally.add(at, 'certificates');
      break;
    case 'OrderPlaced':
      // Placed again with another coupon, the latest figures are what its payment pays.
      await sql`
        INSERT INTO ${sql.id(schema, PLATFORM_PULSE_ORDERS)} (order_id, currency, total)
        VALUES (${event.data.orderId}, ${event.data.currency}, ${event.data.total})
        ON CONFLICT (order_id) DO UPDATE SET currency = excluded.currency, total = excluded.total
      `.execute(transaction);
      break;
    case 'OrderPaid': {
      const placed = await takePlacedOrder(event.data.orderId, transaction, schema);
      // An order is placed before it is paid; a payment of none is not a sale of ours.
      if (!placed) break;
      tally.add(at, 'sales');
      if (placed.total > 0) tally.add(at, `${REVENUE_PREFIX}${placed.currency}`, placed.total);
      break;
    }
    default:
      // Only the types in eventTypes arrive here.
      break;
  }
}

/**
 * The platform's pulse for the command centre: sign-ups, learning, quiz attempts, sales and revenue, certificates,
 * per minute as recorded, and who was learning in each minute. Each question the page asks is a range read of one
 * table.
 */
export const platformPulseProjection: Projection<PathwiseEvent> = {
  name: 'platform-pulse',
  version: 1,
  eventTypes: ['AccountRegistered', 'LearningEventRecorded', 'CertificateIssued', 'OrderPlaced', 'OrderPaid'],
  tables: [PLATFORM_PULSE_MINUTES, PLATFORM_PULSE_LEARNERS, PLATFORM_PULSE_ORDERS],
  createTables,
  async apply(events, { transaction, schema }) {
    const tally = new MinuteTally();
    // In order: an order placed and paid within one page is taken out before its payment is counted.
    for (const event of events) await applyEvent(event, tally, transaction, schema);
    await tally.write(transaction, schema);
  },
};
