import { describe, expect, it } from 'vitest';
import { dayAfter, localDayAt, localDayOf, nextStreak, utcOffsetMinutesOf } from './local-days.rules.js';

describe('local days', () => {
  it('localDayOf: the date as the device wrote it, not the UTC date', () => {
    // 23:30 in New York is already the next day in UTC.
    expect(localDayOf('2026-11-23T23:30:00-05:00')).toBe('2026-11-23');
    expect(new Date('2026-11-23T23:30:00-05:00').toISOString().slice(0, 10)).toBe('2026-11-24');
    expect(localDayOf('2026-11-24T00:15:00+09:00')).toBe('2026-11-24');
  });

  it('utcOffsetMinutesOf: reads the offset, Z as zero', () => {
    expect(utcOffsetMinutesOf('2026-11-23T23:30:00-05:00')).toBe(-300);
    expect(utcOffsetMinutesOf('2026-11-23T23:30:00+05:30')).toBe(330);
    expect(utcOffsetMinutesOf('2026-11-23T23:30:00Z')).toBe(0);
  });

  it('localDayAt: places a server-timed instant on the learner calendar', () => {
    expect(localDayAt(new Date('2026-11-24T03:00:00Z'), -300)).toBe('2026-11-23');
    expect(localDayAt(new Date('2026-11-24T03:00:00Z'), 0)).toBe('2026-11-24');
  });

  it('dayAfter: crosses months and leap days', () => {
    expect(dayAfter('2026-11-30')).toBe('2026-12-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });

  it('nextStreak: grows on the next local day, holds on the same day, restarts after a missed day', () => {
    expect(nextStreak(null, 0, '2026-11-23')).toBe(1);
    expect(nextStreak('2026-11-23', 1, '2026-11-24')).toBe(2);
    expect(nextStreak('2026-11-24', 2, '2026-11-24')).toBe(2);
    expect(nextStreak('2026-11-24', 2, '2026-11-26')).toBe(1);
  });

  it('nextStreak: two events 30 minutes apart around UTC midnight in New York are one local day', () => {
    const first = localDayOf('2026-11-23T18:50:00-05:00');
    const second = localDayOf('2026-11-23T19:20:00-05:00');
    expect(nextStreak(first, 1, second)).toBe(1);
  });
});
