import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

/** Every coupon with its terms and how many orders paid with it. */
export const COUPONS = 'coupon_list_coupons_v1';
/** The orders holding a use of a coupon while they wait for their payment, with when the hold lapses. */
export const COUPON_HOLDS = 'coupon_list_holds_v1';

/**
 * The coupons a creator (or an admin) made, with their uses: the coupon management page's list. Holds are kept with
 * their end, so the query counts only those that have not lapsed at the moment it is asked.
 */
export const couponListProjection: Projection<PathwiseEvent> = {
  name: 'coupon-list',
  version: 1,
  eventTypes: ['CouponCreated', 'CouponRedemptionReserved', 'CouponRedemptionReleased', 'CouponRedeemed', 'CouponDisabled'],
  tables: [COUPONS, COUPON_HOLDS],
  async createTables(db: Executor, schema: string) {
    await sql`
      CREATE TABLE IF NOT EXISTS ${sql.id(schema, COUPONS)} (
        code text PRIMARY KEY,
        created_by text NOT NULL,
        discount jsonb NOT NULL,
        scope jsonb NOT NULL,
        expires_at timestamptz,
        max_redemptions integer,
        once_per_customer boolean NOT NULL,
        disabled boolean NOT NULL DEFAULT false,
        redeemed integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL
      )
    `.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`${COUPONS}_by_creator`)} ON ${sql.id(schema, COUPONS)} (created_by, created_at)`.execute(db);
    await sql`
      CREATE TABLE IF NOT EXISTS ${sql.id(schema, COUPON_HOLDS)} (
        code text NOT NULL,
        order_id text NOT NULL,
        held_until timestamptz NOT NULL,
        PRIMARY KEY (code, order_id)
      )
    `.execute(db);
  },
  async apply(events, { transaction, schema }) {
    const coupons = sql.id(schema, COUPONS);
    const holds = sql.id(schema, COUPON_HOLDS);
    for (const event of events) {
      switch (event.type) {
        case 'CouponCreated': {
          const { code, createdBy, discount, scope, expiresAt, maxRedemptions, oncePerCustomer } = event.data;
          await sql`
            INSERT INTO ${coupons} (code, created_by, discount, scope, expires_at, max_redemptions, once_per_customer, created_at)
            VALUES (${code}, ${createdBy}, ${JSON.stringify(discount)}::jsonb, ${JSON.stringify(scope)}::jsonb, ${expiresAt}, ${maxRedemptions}, ${oncePerCustomer}, ${event.recordedAt.toISOString()})
            ON CONFLICT (code) DO NOTHING
          `.execute(transaction);
          break;
        }
        case 'CouponRedemptionReserved':
          await sql`
            INSERT INTO ${holds} (code, order_id, held_until) VALUES (${event.data.code}, ${event.data.orderId}, ${event.data.heldUntil})
            ON CONFLICT (code, order_id) DO UPDATE SET held_until = EXCLUDED.held_until
          `.execute(transaction);
          break;
        case 'CouponRedemptionReleased':
          await sql`DELETE FROM ${holds} WHERE code = ${event.data.code} AND order_id = ${event.data.orderId}`.execute(transaction);
          break;
        case 'CouponRedeemed':
          // The decider redeems an order once, so counting each event counts each order once, replays aside (a
          // replay re-runs the page in the same transaction as its checkpoint, so it never counts twice).
          await sql`DELETE FROM ${holds} WHERE code = ${event.data.code} AND order_id = ${event.data.orderId}`.execute(transaction);
          await sql`UPDATE ${coupons} SET redeemed = redeemed + 1 WHERE code = ${event.data.code}`.execute(transaction);
          break;
        case 'CouponDisabled':
          await sql`UPDATE ${coupons} SET disabled = true WHERE code = ${event.data.code}`.execute(transaction);
          break;
        default:
          break;
      }
    }
  },
};
