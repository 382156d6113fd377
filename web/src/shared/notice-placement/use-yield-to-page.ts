import { useCallback } from 'react';
import { overlaps, type Box } from './notice-edge';
import { primaryActionBoxes } from './use-notice-placement';
import { useLayoutWatch } from './use-layout-watch';

const SHOWN_NOTICES = "[data-sonner-toast][data-visible='true']:not([data-removed='true'])";

/**
 * Marks `element` (a dock of tips and hints) `data-yielding` while it would cover the page's primary action or a
 * notice being shown: what the page and the notices say comes first, and the tips come back once there is room.
 * CSS hides a yielding dock without taking it out of the layout, so its place is still known.
 */
export function useYieldToPage(element: HTMLElement | null): void {
  useLayoutWatch(
    useCallback(() => {
      if (!element) return;
      const notices: Box[] = [...document.querySelectorAll(SHOWN_NOTICES)].map((notice) => notice.getBoundingClientRect());
      const covered = [...primaryActionBoxes(), ...notices];
      const pieces = [...element.children].map((child) => child.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0);
      element.toggleAttribute('data-yielding', pieces.some((piece) => covered.some((box) => overlaps(piece, box))));
    }, [element]),
  );
}
