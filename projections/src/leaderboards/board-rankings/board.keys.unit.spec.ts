import { describe, expect, it } from 'vitest';
import { boardsOf, isoWeekOf } from './board.keys.js';

describe('isoWeekOf', () => {
  it.each([
    ['2026-11-23', '2026-W48'], // a Monday
    ['2026-11-29', '2026-W48'], // the Sunday that ends it
    ['2026-11-30', '2026-W49'],
    ['2027-01-01', '2026-W53'], // a Friday: the week belongs to the year of its Thursday
    ['2024-12-30', '2025-W01'], // a Monday whose Thursday is in the new year
    ['2021-01-03', '2020-W53'],
    ['2020-12-31', '2020-W53'],
  ])('puts %s in %s', (day, week) => {
    expect(isoWeekOf(day)).toBe(week);
  });

  it('refuses what is not a calendar day', () => {
    expect(() => isoWeekOf('2026-13-01')).toThrow(/Not a calendar day/);
  });
});

describe('boardsOf', () => {
  it('counts course XP on the global, weekly and course boards, and other XP on the first two only', () => {
    expect(boardsOf({ courseId: 'c1', localDay: '2026-11-23' })).toEqual(['global', 'week:2026-W48', 'course:c1']);
    expect(boardsOf({ courseId: null, localDay: '2026-11-23' })).toEqual(['global', 'week:2026-W48']);
  });
});
