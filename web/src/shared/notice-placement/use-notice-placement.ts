import { useCallback, useState } from 'react';
import { toastConstants } from '../toasts/toast-constants';
import { MAX_VISIBLE_NOTICES, placeNotices, type Box, type NoticePlacement } from './notice-edge';
import { PRIMARY_ACTION_SELECTOR } from './primary-action';
import { useLayoutWatch } from './use-layout-watch';

/** Sonner lays toasts across the whole width below this (its own breakpoint). */
export const PHONE_LAYOUT_MAX_PX = 600;

/** Where the notices sit: clear of the header at the top, of a phone's action bar at the bottom, off the side. */
export const noticeOffsets = {
  desk: { top: 80, bottom: 24, side: 24 },
  phone: { top: 72, bottom: 80, side: 12 },
} as const;

export const offsetsFor = (width: number) => (width < PHONE_LAYOUT_MAX_PX ? noticeOffsets.phone : noticeOffsets.desk);

/** Where the page's primary actions are in the window now. */
export function primaryActionBoxes(): Box[] {
  return [...document.querySelectorAll(PRIMARY_ACTION_SELECTOR)].map((element) => element.getBoundingClientRect());
}

function currentPlacement(): NoticePlacement {
  const width = window.innerWidth;
  const offsets = offsetsFor(width);
  const phone = width < PHONE_LAYOUT_MAX_PX;
  return placeNotices(primaryActionBoxes(), {
    width,
    height: window.innerHeight,
    columnLeft: phone ? 0 : width - offsets.side - toastConstants.widthPx,
    topInset: offsets.top,
    bottomInset: offsets.bottom,
  });
}

const samePlacement = (a: NoticePlacement, b: NoticePlacement) => a.edge === b.edge && a.fits === b.fits;

/**
 * Follows the page's primary actions as the page scrolls, resizes and changes, and says where notices may go without
 * covering them. Only while `showing` notices: with none on screen, nothing is measured.
 */
export function useNoticePlacement(showing: boolean): NoticePlacement {
  const [placement, setPlacement] = useState<NoticePlacement>({ edge: 'top', fits: MAX_VISIBLE_NOTICES });
  useLayoutWatch(
    useCallback(() => {
      const next = currentPlacement();
      setPlacement((previous) => (samePlacement(previous, next) ? previous : next));
    }, []),
    showing,
  );
  return placement;
}
