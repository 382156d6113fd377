/** Where the notices stack: under the header, or above the bottom edge. */
export type NoticeEdge = 'top' | 'bottom';

export interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

export interface NoticePlacement {
  readonly edge: NoticeEdge;
  /** How many notices fit between that edge and the primary action, of the three the layer shows at most. */
  readonly fits: number;
}

export const MAX_VISIBLE_NOTICES = 3;
/** A notice's height with its gap, a little over the tallest one-line toast; a popup with a button is taller. */
export const NOTICE_SLOT_PX = 110;

export interface Viewport {
  readonly width: number;
  readonly height: number;
  /** The band the notices take across the screen: its left edge (a column on a desk, the whole width on a phone). */
  readonly columnLeft: number;
  /** Room kept free above the notices at the top (the header) and below them at the bottom (a phone's action bar). */
  readonly topInset: number;
  readonly bottomInset: number;
}

/**
 * The edge away from the page's primary actions, and how many notices fit there without covering them. The notices
 * stay under the header unless an action in sight is in their column and nearer the top than the bottom.
 */
export function placeNotices(actions: readonly Box[], viewport: Viewport): NoticePlacement {
  const inTheWay = actions.filter(
    (box) => box.bottom > 0 && box.top < viewport.height && box.right > viewport.columnLeft && box.left < viewport.width,
  );
  if (inTheWay.length === 0) return { edge: 'top', fits: MAX_VISIBLE_NOTICES };
  const highest = Math.min(...inTheWay.map((box) => box.top));
  const lowest = Math.max(...inTheWay.map((box) => box.bottom));
  const roomAbove = highest - viewport.topInset;
  const roomBelow = viewport.height - viewport.bottomInset - lowest;
  const edge: NoticeEdge = roomAbove >= roomBelow ? 'top' : 'bottom';
  const room = Math.max(roomAbove, roomBelow);
  return { edge, fits: Math.max(0, Math.min(MAX_VISIBLE_NOTICES, Math.floor(room / NOTICE_SLOT_PX))) };
}

/** Whether two boxes share any area. */
export const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
