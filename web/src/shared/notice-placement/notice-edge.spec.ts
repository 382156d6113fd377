import { describe, expect, it } from 'vitest';
import { MAX_VISIBLE_NOTICES, NOTICE_SLOT_PX, overlaps, placeNotices, type Box, type Viewport } from './notice-edge';

const desk: Viewport = { width: 1280, height: 800, columnLeft: 900, topInset: 80, bottomInset: 24 };
const phone: Viewport = { width: 390, height: 844, columnLeft: 0, topInset: 72, bottomInset: 80 };
const box = (top: number, height: number, left = 1000, width = 160): Box => ({ top, bottom: top + height, left, right: left + width });

describe('Where notices go', () => {
  it('stay under the header, three at most, when no primary action is in sight', () => {
    expect(placeNotices([], desk)).toEqual({ edge: 'top', fits: MAX_VISIBLE_NOTICES });
    expect(placeNotices([box(-200, 40), box(900, 40)], desk)).toEqual({ edge: 'top', fits: MAX_VISIBLE_NOTICES });
  });

  it('stay under the header when the action is beside their column, not under it', () => {
    expect(placeNotices([box(120, 40, 100)], desk)).toEqual({ edge: 'top', fits: MAX_VISIBLE_NOTICES });
  });

  it('go to the bottom when the action is near the top of their column, and the top when it is near the bottom', () => {
    expect(placeNotices([box(150, 44)], desk).edge).toBe('bottom');
    expect(placeNotices([box(650, 44)], desk).edge).toBe('top');
    expect(placeNotices([box(200, 44, 20, 350)], phone).edge).toBe('bottom');
  });

  it('show only as many as fit between their edge and the action', () => {
    // 300 px above an action at 380: two slots of 110 px, not three.
    const middle = placeNotices([box(380, 44, 20, 350), box(420, 44, 20, 350)], { ...phone, height: 900, bottomInset: 436 });
    expect(middle).toEqual({ edge: 'top', fits: Math.floor((380 - phone.topInset) / NOTICE_SLOT_PX) });
    expect(middle.fits).toBe(2);
    expect(placeNotices([box(90, 700, 20, 350)], phone).fits).toBe(0);
  });

  it('tell overlapping boxes from touching ones', () => {
    expect(overlaps(box(0, 10, 0, 10), box(5, 10, 5, 10))).toBe(true);
    expect(overlaps(box(0, 10, 0, 10), box(10, 10, 0, 10))).toBe(false);
  });
});
