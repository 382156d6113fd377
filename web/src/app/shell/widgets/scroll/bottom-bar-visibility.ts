/** Spec section 9: the bottom bar hides after 100 px of scrolling down. */
export const BOTTOM_BAR_HIDE_AFTER_PX = 100;

/** Hidden while scrolling down past 100 px, shown again on any scroll up (and near the top). */
export function nextBottomBarHidden(previousY: number, currentY: number, hidden: boolean): boolean {
  if (currentY <= BOTTOM_BAR_HIDE_AFTER_PX) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return hidden;
}
