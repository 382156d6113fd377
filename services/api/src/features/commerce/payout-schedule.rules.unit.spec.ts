import { describe, expect, it } from 'vitest';
import { nextPayoutOn, payoutDueAt, payoutIdOf, refundWindowStart } from './payout-schedule.rules.js';

describe('payout schedule', () => {
  it('pays the month just ended, counting earnings posted 30 days before the first', () => {
    expect(payoutDueAt(new Date('2026-11-27T10:00:00Z'))).toEqual({ month: '2026-10', cutoff: new Date('2026-10-02T00:00:00Z') });
    expect(payoutDueAt(new Date('2026-11-01T00:00:00Z'))).toEqual({ month: '2026-10', cutoff: new Date('2026-10-02T00:00:00Z') });
    expect(payoutDueAt(new Date('2027-01-05T00:00:00Z'))).toEqual({ month: '2026-12', cutoff: new Date('2026-12-02T00:00:00Z') });
  });

  it('names the next payout day and where the refund window starts', () => {
    expect(nextPayoutOn(new Date('2026-12-31T23:59:00Z'))).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(refundWindowStart(new Date('2026-11-27T10:00:00Z'))).toEqual(new Date('2026-10-28T10:00:00Z'));
  });

  it('gives one id per creator, month and currency', () => {
    expect(payoutIdOf('maya', '2026-10', 'EUR')).toBe(payoutIdOf('maya', '2026-10', 'EUR'));
    expect(new Set([payoutIdOf('maya', '2026-10', 'EUR'), payoutIdOf('maya', '2026-10', 'USD'), payoutIdOf('maya', '2026-11', 'EUR'), payoutIdOf('kenji', '2026-10', 'EUR')]).size).toBe(4);
    expect(payoutIdOf('maya', '2026-10', 'EUR')).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);
  });
});
