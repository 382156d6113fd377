/**
 * Spec section 9, notification widget: 3 visible, 4000 ms, 356 px wide, 14 px apart, removed 200 ms after
 * closing, swiped away after 20 px, focused with Alt+T. Sonner 1.7 has exactly these defaults (2.x swipes at
 * 45 px, hence the pinned version); those it takes as props are also set explicitly, so an upgrade cannot move them.
 */
export const toastConstants = {
  visibleToasts: 3,
  durationMs: 4000,
  widthPx: 356,
  gapPx: 14,
  removalDelayMs: 200,
  swipeThresholdPx: 20,
  hotkey: ['altKey', 'KeyT'],
} as const;
