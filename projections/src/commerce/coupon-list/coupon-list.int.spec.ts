import { randomUUID } from 'node:crypto';
import { couponStreamId, pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { testDatabaseKinds, useTestEventStore } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { rebuildProjection } from '../../runner/rebuild.js';
import { dumpTable } from '../../testing/learning-events.js';
import { COUPON_HOLDS, COUPONS, couponListProjection } from './coupon-list.projection.js';
import { couponsMadeBy } from './coupon-list.queries.js';

describe.each(testDatabaseKinds)('coupon list projection on %s', (kind) => {
  const fixture = useTestEventStore<PathwiseEvent>(kind, { registry: pathwiseEvents });
  const rebuild = () => rebuildProjection({ database: fixture.database, store: fixture.store, projection: couponListProjection, batchSize: 3 });
  const now = new Date('2026-11-27T10:00:00.000Z');

  const makeCoupon = async (createdBy: string, maxRedemptions: number | null = 3) => {
    const code = `C-${randomUUID().slice(0, 8)}`.toUpperCase();
    const data = {
      code,
      createdBy,
      discount: { kind: 'percent' as const, percent: 10 },
      scope: { kind: 'creator' as const, creatorId: createdBy },
      expiresAt: null,
      maxRedemptions,
      oncePerCustomer: false,
    };
    await fixture.store.append(couponStreamId(code), [{ type: 'CouponCreated', data }], { expectedVersion: 'no_stream' });
    return code;
  };
  const append = (code: string, event: PathwiseEvent) => fixture.store.append(couponStreamId(code), [event], { expectedVersion: 'any' });
  const hold = (code: string, orderId: string, heldUntil: string): PathwiseEvent => ({ type: 'CouponRedemptionReserved', data: { code, orderId, buyerId: `b-${orderId}`, heldUntil } });

  it("lists a maker's coupons with uses paid for and only the holds that have not lapsed", async () => {
    const maker = `maker-${randomUUID().slice(0, 8)}`;
    const code = await makeCoupon(maker);
    await append(code, hold(code, 'o1', '2026-11-27T11:00:00.000Z'));
    await append(code, { type: 'CouponRedeemed', data: { code, orderId: 'o1', buyerId: 'b-o1' } });
    await append(code, hold(code, 'o2', '2026-11-27T11:00:00.000Z'));
    await append(code, hold(code, 'o3', '2026-11-27T09:00:00.000Z'));
    await append(code, hold(code, 'o4', '2026-11-27T11:00:00.000Z'));
    await append(code, { type: 'CouponRedemptionReleased', data: { code, orderId: 'o4', reason: 'declined' } });
    const stopped = await makeCoupon(maker, null);
    await append(stopped, { type: 'CouponDisabled', data: { code: stopped, disabledBy: maker } });
    await makeCoupon(`someone-${randomUUID().slice(0, 8)}`);
    await rebuild();

    const listed = await couponsMadeBy(fixture.database.db, maker, now);
    expect(listed.map((coupon) => [coupon.code, coupon.redeemed, coupon.held, coupon.disabled]).sort()).toEqual(
      [
        [code, 1, 1, false],
        [stopped, 0, 0, true],
      ].sort(),
    );
    expect(listed.find((coupon) => coupon.code === code)).toMatchObject({ maxRedemptions: 3, discount: { kind: 'percent', percent: 10 }, scope: { kind: 'creator' } });
  });

  it('gives an identical read model when replayed twice', async () => {
    const maker = `replay-${randomUUID().slice(0, 8)}`;
    for (let index = 0; index < 5; index++) {
      const code = await makeCoupon(maker);
      await append(code, hold(code, `r${index}`, '2026-11-27T11:00:00.000Z'));
      if (index % 2 === 0) await append(code, { type: 'CouponRedeemed', data: { code, orderId: `r${index}`, buyerId: `b-r${index}` } });
    }
    const dump = async () => [await dumpTable(fixture.database.db, LIVE_SCHEMA, COUPONS), await dumpTable(fixture.database.db, LIVE_SCHEMA, COUPON_HOLDS)].join('\n--\n');
    await rebuild();
    const first = await dump();
    await rebuild();
    expect(await dump()).toBe(first);
    expect((await couponsMadeBy(fixture.database.db, maker, now)).map((coupon) => coupon.redeemed + coupon.held)).toEqual([1, 1, 1, 1, 1]);
  });
});
