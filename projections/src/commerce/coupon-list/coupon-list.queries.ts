import type { CouponDiscount, CouponScope } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { COUPON_HOLDS, COUPONS } from './coupon-list.projection.js';

export interface CouponListEntry {
  readonly code: string;
  readonly createdBy: string;
  readonly discount: CouponDiscount;
  readonly scope: CouponScope;
  readonly expiresAt: Date | null;
  readonly maxRedemptions: number | null;
  readonly oncePerCustomer: boolean;
  readonly disabled: boolean;
  readonly redeemed: number;
  /** Orders holding a use whose hold has not lapsed at `now`. */
  readonly held: number;
  readonly createdAt: Date;
}

/** The coupons one person made, newest first, with their uses counted at `now`. */
export async function couponsMadeBy(db: Executor, userId: string, now: Date): Promise<CouponListEntry[]> {
  const { rows } = await sql<{
    code: string;
    created_by: string;
    discount: CouponDiscount;
    scope: CouponScope;
    expires_at: Date | null;
    max_redemptions: number | null;
    once_per_customer: boolean;
    disabled: boolean;
    redeemed: number;
    held: string;
    created_at: Date;
  }>`
    SELECT c.*, (SELECT count(*) FROM ${sql.id(LIVE_SCHEMA, COUPON_HOLDS)} h WHERE h.code = c.code AND h.held_until > ${now.toISOString()})::text AS held
    FROM ${sql.id(LIVE_SCHEMA, COUPONS)} c
    WHERE c.created_by = ${userId}
    ORDER BY c.created_at DESC, c.code
  `.execute(db);
  return rows.map((row) => ({
    code: row.code,
    createdBy: row.created_by,
    discount: row.discount,
    scope: row.scope,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    maxRedemptions: row.max_redemptions,
    oncePerCustomer: row.once_per_customer,
    disabled: row.disabled,
    redeemed: row.redeemed,
    held: Number(row.held),
    createdAt: new Date(row.created_at),
  }));
}

/** The codes one person made, by code: just the codes, for pages that list them beside figures of their own. */
export async function couponCodesMadeBy(db: Executor, userId: string): Promise<string[]> {
  const { rows } = await sql<{ code: string }>`SELECT code FROM ${sql.id(LIVE_SCHEMA, COUPONS)} WHERE created_by = ${userId} ORDER BY code`.execute(db);
  return rows.map((row) => row.code);
}
