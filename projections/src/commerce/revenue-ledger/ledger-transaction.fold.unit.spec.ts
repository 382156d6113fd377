import { describe, expect, it } from 'vitest';
import { creatorShareOf, ledgerTransactionOf, payoutTransactionOf, refundTransactionOf, type PaidOrder, type PlacedOrder, type RefundedOrder } from './ledger-transaction.fold.js';

/** A small seeded generator (mulberry32), so a failing case can be run again from its seed. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

const share = (amount: number, basisPoints: number) => Math.floor((amount * basisPoints + 5_000) / 10_000);

/** What a random coupon takes off: none, a percentage, a fixed amount, or all of it. */
function randomDiscount(random: ReturnType<typeof randomFrom>, subtotal: number): number | undefined {
  const kind = random.pick(['none', 'none', 'percent', 'fixed', 'free'] as const);
  if (kind === 'none') return undefined;
  if (kind === 'percent') return Math.min(subtotal, share(subtotal, random.int(1, 100) * 100));
  if (kind === 'fixed') return Math.min(subtotal, random.int(1, 50_000));
  return subtotal;
}

function randomOrder(seed: number): { placed: PlacedOrder; paid: PaidOrder } {
  const random = randomFrom(seed);
  const subtotal = random.int(1, 1_000_000);
  const taxRateBasisPoints = random.pick([0, 550, 1_900, 2_000, 2_500]);
  const platformFeeBasisPoints = random.pick([500, 1_000, 2_000]);
  const discount = randomDiscount(random, subtotal);
  const discounted = subtotal - (discount ?? 0);
  const tax = share(discounted, taxRateBasisPoints);
  const total = discounted + tax;
  const orderId = `order-${seed}`;
  return {
    placed: {
      orderId,
      buyerId: `buyer-${random.int(1, 50)}`,
      courseId: `course-${random.int(1, 20)}`,
      creatorId: `creator-${random.int(1, 10)}`,
      currency: random.pick(['USD', 'EUR', 'GBP'] as const),
      subtotal,
      taxRateBasisPoints,
      tax,
      total,
      creatorTier: random.pick(['free', 'pro', 'pro_plus'] as const),
      platformFeeBasisPoints,
      platformFee: share(discounted, platformFeeBasisPoints),
      ...(discount === undefined ? {} : { couponCode: `CODE-${seed}`, discount }),
    },
    paid:
      total === 0
        ? { orderId, provider: 'none', paymentId: `free-${orderId}`, providerEventId: `free-${orderId}`, processingFee: 0 }
        : { orderId, provider: 'test', paymentId: `pay-${seed}`, providerEventId: `evt-${seed}`, processingFee: random.int(0, total) },
  };
}

/** The whole order paid back, as a refund always is. */
const refundOf = (placed: PlacedOrder): RefundedOrder => ({
  orderId: placed.orderId,
  refundId: `re-${placed.orderId}`,
  amount: placed.total,
  currency: placed.currency,
  refundedBy: placed.buyerId,
  reason: 'learner_request',
  refundedAt: '2026-03-02T10:00:00.000Z',
});

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe('revenue ledger transaction of a paid order', () => {
  it('posts the buyer payment, the processing fee, the tax, the creator earnings and the platform fee', () => {
    const { placed: { couponCode: _code, discount: _discount, ...placed }, paid } = randomOrder(1);
    const legs = ledgerTransactionOf({ ...placed, subtotal: 4_900, tax: 980, total: 5_880, platformFee: 490 }, { ...paid, provider: 'test', processingFee: 201 });
    expect(legs.map((leg) => [leg.kind, leg.amount])).toEqual([
      ['buyer-payment', 5_880],
      ['processing-fee', 201],
      ['processing-fee-withheld', -201],
      ['tax', -980],
      ['creator-earnings', -4_410],
      ['platform-fee', -490],
    ]);
  });

  it('takes the coupon off the creator\'s earnings with the platform fee on the discounted price, and posts nothing for a free order', () => {
    const { placed, paid } = randomOrder(1);
    const discounted = { ...placed, subtotal: 4_900, couponCode: 'SPRING25', discount: 1_225, tax: 735, total: 4_410, platformFee: 368 };
    const legs = ledgerTransactionOf(discounted, { ...paid, provider: 'test', processingFee: 150 });
    expect(legs.map((leg) => [leg.kind, leg.amount])).toEqual([
      ['buyer-payment', 4_410],
      ['processing-fee', 150],
      ['processing-fee-withheld', -150],
      ['tax', -735],
      ['creator-earnings', -3_307],
      ['platform-fee', -368],
    ]);
    const free = { ...placed, subtotal: 4_900, couponCode: 'FREE', discount: 4_900, tax: 0, total: 0, platformFee: 0 };
    expect(ledgerTransactionOf(free, { ...paid, provider: 'none', processingFee: 0 })).toEqual([]);
  });

  it("settles a destination charge's creator share at the sale, and takes it back from the connected account on a refund", () => {
    const { placed: { couponCode: _code, discount: _discount, ...placed }, paid } = randomOrder(1);
    const sale = { ...placed, subtotal: 4_900, tax: 980, total: 5_880, platformFee: 490 };
    // Stripe kept the application fee (platform fee and tax, 1_470) and moved the rest to the creator's account.
    const transfer = { destination: 'acct_creator', amount: sale.total - 1_470 };
    const legs = ledgerTransactionOf(sale, { ...paid, provider: 'stripe', processingFee: 201, transfer });
    expect(legs.map((leg) => [leg.kind, leg.amount])).toEqual([
      ['buyer-payment', 5_880],
      ['processing-fee', 201],
      ['processing-fee-withheld', -201],
      ['tax', -980],
      ['creator-earnings', -4_410],
      ['platform-fee', -490],
      ['creator-transfer', 4_410],
      ['creator-transfer-sent', -4_410],
    ]);
    expect(creatorShareOf(sale)).toBe(transfer.amount);
    const owedToCreator = (all: readonly { account: string; amount: number }[]) => sum(all.filter((leg) => leg.account.startsWith('creator-earnings:')).map((leg) => leg.amount));
    expect(owedToCreator(legs), 'the platform owes the creator nothing for it').toBe(0);
    const refund = refundTransactionOf(sale, { ...refundOf(sale), transferReversed: transfer.amount });
    expect(sum(refund.map((leg) => leg.amount))).toBe(0);
    expect(refund.slice(-2).map((leg) => [leg.kind, leg.amount])).toEqual([
      ['creator-transfer-reversed', -4_410],
      ['creator-transfer-returned', 4_410],
    ]);
    expect(owedToCreator([...legs, ...refund])).toBe(0);
  });

  it('sums to zero, and owes nothing for destination charges, over random books mixing them with held sales and refunds', () => {
    for (let book = 1; book <= 50; book++) {
      const random = randomFrom(book * 7_919);
      const balances = new Map<string, number>();
      const held = new Map<string, number>();
      for (let step = 1; step <= 60; step++) {
        const { placed, paid } = randomOrder(book * 100_000 + step);
        const destination = paid.provider !== 'none' && random.int(0, 1) === 0;
        const transfer = destination ? { destination: `acct_${placed.creatorId}`, amount: creatorShareOf(placed) } : undefined;
        const legs = [...ledgerTransactionOf(placed, { ...paid, ...(transfer && { transfer }) })];
        if (!destination) held.set(`${placed.currency} ${placed.creatorId}`, (held.get(`${placed.currency} ${placed.creatorId}`) ?? 0) + (placed.total === 0 ? 0 : creatorShareOf(placed)));
        if (random.int(0, 3) === 0) {
          legs.push(...refundTransactionOf(placed, { ...refundOf(placed), ...(transfer && { transferReversed: transfer.amount }) }));
          if (!destination) held.set(`${placed.currency} ${placed.creatorId}`, held.get(`${placed.currency} ${placed.creatorId}`)! - (placed.total === 0 ? 0 : creatorShareOf(placed)));
        }
        expect(sum(legs.map((leg) => leg.amount)), `book ${book} step ${step}`).toBe(0);
        for (const leg of legs) balances.set(`${placed.currency} ${leg.account}`, (balances.get(`${placed.currency} ${leg.account}`) ?? 0) + leg.amount);
      }
      for (const currency of ['USD', 'EUR', 'GBP']) {
        expect(sum([...balances].filter(([key]) => key.startsWith(`${currency} `)).map(([, balance]) => balance)), `book ${book} ${currency}`).toBe(0);
      }
      // What the platform owes each creator is exactly their held sales, never what Stripe transferred.
      for (const [key, amount] of held) expect(0 - (balances.get(key.replace(' ', ' creator-earnings:')) ?? 0), `book ${book} ${key}`).toBe(amount);
    }
  });

  it('sums to zero, transaction by transaction, over a thousand random orders with and without coupons', () => {
    for (let seed = 1; seed <= 1_000; seed++) {
      const { placed, paid } = randomOrder(seed);
      const legs = ledgerTransactionOf(placed, paid);
      expect(sum(legs.map((leg) => leg.amount)), `seed ${seed}`).toBe(0);
      expect(legs.every((leg) => Number.isInteger(leg.amount)), `seed ${seed}`).toBe(true);
    }
  });

  it('leaves every currency\'s accounts summing to zero over a random book of orders', () => {
    const balances = new Map<string, number>();
    let couponed = 0;
    for (let seed = 1; seed <= 500; seed++) {
      const { placed, paid } = randomOrder(seed * 7_919);
      if (placed.discount !== undefined) couponed++;
      for (const leg of ledgerTransactionOf(placed, paid)) {
        const key = `${placed.currency} ${leg.account}`;
        balances.set(key, (balances.get(key) ?? 0) + leg.amount);
      }
    }
    for (const currency of ['USD', 'EUR', 'GBP']) {
      const ofCurrency = [...balances].filter(([key]) => key.startsWith(`${currency} `)).map(([, balance]) => balance);
      expect(sum(ofCurrency), currency).toBe(0);
    }
    expect([...balances.keys()].some((key) => key.includes('creator-earnings:'))).toBe(true);
    expect(couponed, 'orders with a coupon in the book').toBeGreaterThan(100);
  });

  it('reverses a refunded sale but for the processing fee, which the provider keeps', () => {
    const { placed, paid } = randomOrder(1);
    const sale = { ...placed, subtotal: 4_900, discount: 0, tax: 980, total: 5_880, platformFee: 490 };
    const legs = refundTransactionOf(sale, refundOf(sale));
    expect(legs.map((leg) => [leg.kind, leg.amount])).toEqual([
      ['buyer-refund', -5_880],
      ['tax-reversed', 980],
      ['creator-earnings-reversed', 4_410],
      ['platform-fee-reversed', 490],
    ]);
    const net = new Map<string, number>();
    for (const leg of [...ledgerTransactionOf(sale, { ...paid, processingFee: 201 }), ...legs]) net.set(leg.account, (net.get(leg.account) ?? 0) + leg.amount);
    // After the sale and its refund, only the fee is left: the platform's expense, paid from the provider balance.
    expect(Object.fromEntries([...net].filter(([, amount]) => amount !== 0))).toEqual({ 'processing-fees': 201, 'provider-balance': -201 });
  });

  it('sums to zero per currency, and leaves a refunded creator nothing, over random books of sales and refunds', () => {
    for (let book = 1; book <= 50; book++) {
      const random = randomFrom(book * 104_729);
      const balances = new Map<string, number>();
      const creatorNet = new Map<string, number>();
      for (let sale = 1; sale <= 40; sale++) {
        const { placed, paid } = randomOrder(book * 1_000 + sale);
        const legs = [...ledgerTransactionOf(placed, paid)];
        const refunded = random.int(0, 2) === 0;
        if (refunded) {
          const refund = refundTransactionOf(placed, refundOf(placed));
          expect(sum(refund.map((leg) => leg.amount)), `book ${book} sale ${sale}`).toBe(0);
          legs.push(...refund);
          const earnings = legs.filter((leg) => leg.account.startsWith('creator-earnings:')).map((leg) => leg.amount);
          creatorNet.set(placed.orderId, sum(earnings));
        }
        for (const leg of legs) {
          const key = `${placed.currency} ${leg.account}`;
          balances.set(key, (balances.get(key) ?? 0) + leg.amount);
        }
      }
      for (const currency of ['USD', 'EUR', 'GBP']) {
        const ofCurrency = [...balances].filter(([key]) => key.startsWith(`${currency} `)).map(([, balance]) => balance);
        expect(sum(ofCurrency), `book ${book} ${currency}`).toBe(0);
      }
      expect([...creatorNet.values()].every((amount) => amount === 0), `book ${book}`).toBe(true);
    }
  });

  it('sums to zero per currency over random books of sales, refunds and payouts, and a creator paid out is owed nothing', () => {
    for (let book = 1; book <= 50; book++) {
      const random = randomFrom(book * 15_485_863);
      const balances = new Map<string, number>();
      const post = (currency: string, legs: readonly { account: string; amount: number }[]) => {
        expect(sum(legs.map((leg) => leg.amount)), `book ${book}`).toBe(0);
        for (const leg of legs) balances.set(`${currency} ${leg.account}`, (balances.get(`${currency} ${leg.account}`) ?? 0) + leg.amount);
      };
      const owed = (currency: string, creatorId: string) => 0 - (balances.get(`${currency} creator-earnings:${creatorId}`) ?? 0);
      for (let step = 1; step <= 60; step++) {
        const { placed, paid } = randomOrder(book * 10_000 + step);
        post(placed.currency, ledgerTransactionOf(placed, paid));
        if (random.int(0, 3) === 0) post(placed.currency, refundTransactionOf(placed, refundOf(placed)));
        // Now and then a creator is paid what they are owed, as the monthly payout pays a positive balance.
        if (random.int(0, 4) === 0 && owed(placed.currency, placed.creatorId) > 0) {
          const amount = owed(placed.currency, placed.creatorId);
          post(placed.currency, payoutTransactionOf({ payoutId: `payout-${book}-${step}`, creatorId: placed.creatorId, month: '2026-10', currency: placed.currency, amount, cutoff: '2026-10-02T00:00:00.000Z' }));
          expect(owed(placed.currency, placed.creatorId), `book ${book} step ${step}`).toBe(0);
        }
      }
      for (const currency of ['USD', 'EUR', 'GBP']) {
        const ofCurrency = [...balances].filter(([key]) => key.startsWith(`${currency} `)).map(([, balance]) => balance);
        expect(sum(ofCurrency), `book ${book} ${currency}`).toBe(0);
      }
    }
  });
});
