import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { BUYER_PURCHASES } from './buyer-purchases.projection.js';

export interface BuyerPurchase {
  readonly orderId: string;
  readonly courseId: string;
  readonly creatorId: string;
  readonly currency: string;
  readonly total: number;
  readonly status: 'paid' | 'refunded';
  readonly paidAt: Date;
  readonly refundedAt: Date | null;
  readonly refundReason: string | null;
}

/** What a buyer paid for, newest payment first: paid orders and refunded ones (never an open or declined order). */
export async function getBuyerPurchases(db: Executor, buyerId: string, schema = LIVE_SCHEMA): Promise<BuyerPurchase[]> {
  const { rows } = await sql<{
    order_id: string;
    course_id: string;
    creator_id: string;
    currency: string;
    total: number;
    status: 'paid' | 'refunded';
    paid_at: Date;
    refunded_at: Date | null;
    refund_reason: string | null;
  }>`
    SELECT order_id, course_id, creator_id, currency, total, status, paid_at, refunded_at, refund_reason
    FROM ${sql.id(schema, BUYER_PURCHASES)}
    WHERE buyer_id = ${buyerId} AND status IN ('paid', 'refunded') AND paid_at IS NOT NULL
    ORDER BY paid_at DESC, order_id
  `.execute(db);
  return rows.map((row) => ({
    orderId: row.order_id,
    courseId: row.course_id,
    creatorId: row.creator_id,
    currency: row.currency,
    total: row.total,
    status: row.status,
    paidAt: new Date(row.paid_at),
    refundedAt: row.refunded_at ? new Date(row.refunded_at) : null,
    refundReason: row.refund_reason,
  }));
}
