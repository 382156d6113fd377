import { describe, expect, it } from 'vitest';
import { destinationChargeFor } from './destination-charge.rules.js';
import { priceOrder } from './order-pricing.rules.js';

const active = { accountId: 'acct_1Maya', chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirementsDue: false };

describe('destination charge of a sale', () => {
  it("keeps the platform's fee and the tax as the application fee, so the creator's account receives their earnings", () => {
    // 49.00 with 20 % tax and a 10 % platform fee: the buyer pays 58.80, the creator earns 44.10.
    const pricing = priceOrder(4_900, 2_000, 1_000);
    expect(destinationChargeFor({ connectedAccount: active }, pricing)).toEqual({ accountId: 'acct_1Maya', applicationFee: 490 + 980 });
    expect(pricing.total - 1_470).toBe(4_410);
  });

  it('follows the coupon: the fee is taken on the discounted price', () => {
    const pricing = priceOrder(4_900, 2_000, 1_000, 1_225);
    expect(destinationChargeFor({ connectedAccount: active }, pricing)).toEqual({ accountId: 'acct_1Maya', applicationFee: pricing.platformFee + pricing.tax });
  });

  it('holds the sale for a payout when the creator has no account, or it is not active yet', () => {
    const pricing = priceOrder(4_900, 0, 2_000);
    expect(destinationChargeFor({ connectedAccount: null }, pricing)).toBeUndefined();
    expect(destinationChargeFor({ connectedAccount: { ...active, payoutsEnabled: false } }, pricing)).toBeUndefined();
  });
});
