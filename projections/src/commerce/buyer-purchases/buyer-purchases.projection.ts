import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

/** One row per order a buyer paid for, refunded or not. */
export const BUYER_PURCHASES = 'buyer_purchases_v1';

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, BUYER_PURCHASES)} (
      order_id text PRIMARY KEY,
      buyer_id text NOT NULL,
      course_id text NOT NULL,
      creator_id text NOT NULL,
      currency text NOT NULL,
      total integer NOT NULL,
      status text NOT NULL,
      placed_at timestamptz NOT NULL,
      paid_at timestamptz,
      refunded_at timestamptz,
      refund_reason text
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS buyer_purchases_v1_buyer ON ${sql.id(schema, BUYER_PURCHASES)} (buyer_id, placed_at)`.execute(db);
}

/**
 * A buyer's purchases: what their purchases list shows and what a refund is asked from. An order is kept from its
 * placing so that its payment (in the same stream, later) finds it; the list shows the paid and refunded ones.
 */
export const buyerPurchasesProjection: Projection<PathwiseEvent> = {
  name: 'buyer-purchases',
  version: 1,
  eventTypes: ['OrderPlaced', 'OrderPaid', 'OrderRefunded'],
  tables: [BUYER_PURCHASES],
  createTables,
  async apply(events, { transaction, schema }) {
    const table = sql.id(schema, BUYER_PURCHASES);
    // In log order: an order placed, paid and refunded within one page is inserted before it is updated.
    for (const event of events) {
      switch (event.type) {
        case 'OrderPlaced': {
          const { orderId, buyerId, courseId, creatorId, currency, total } = event.data;
          await sql`
            INSERT INTO ${table} (order_id, buyer_id, course_id, creator_id, currency, total, status, placed_at)
            VALUES (${orderId}, ${buyerId}, ${courseId}, ${creatorId}, ${currency}, ${total}, 'awaiting_payment', ${event.recordedAt})
            ON CONFLICT (order_id) DO NOTHING
          `.execute(transaction);
          break;
        }
        case 'OrderPaid':
          await sql`
            UPDATE ${table} SET status = 'paid', paid_at = ${event.recordedAt} WHERE order_id = ${event.data.orderId} AND status = 'awaiting_payment'
          `.execute(transaction);
          break;
        case 'OrderRefunded':
          await sql`
            UPDATE ${table} SET status = 'refunded', refunded_at = ${new Date(event.data.refundedAt)}, refund_reason = ${event.data.reason}
            WHERE order_id = ${event.data.orderId}
          `.execute(transaction);
          break;
        default:
          break;
      }
    }
  },
};
