import { useCallback, useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { pulse, type HapticStrength } from './haptics';

/** Spec section 9: a long press lasts 500 ms. */
export const LONG_PRESS_MS = 500;
/** A finger that wanders this far is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;
const TOUCH_POINTERS: readonly string[] = ['touch', 'pen'];

interface LongPressOptions {
  readonly delay?: number;
  readonly haptic?: HapticStrength;
  /** Touch (and pen) only by default: a mouse has a right button and hover for what a long press does on a phone. */
  readonly pointerTypes?: readonly string[];
}

/**
 * Calls `onLongPress` once a pointer has stayed down `delay` ms, with a haptic pulse. The click that follows the
 * release is swallowed, so a long press on a button does not also do what a tap does.
 */
export function useLongPress(onLongPress: () => void, { delay = LONG_PRESS_MS, haptic = 'light', pointerTypes = TOUCH_POINTERS }: LongPressOptions = {}) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  }, [onLongPress]);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      fired.current = false;
      if (!pointerTypes.includes(event.pointerType) || event.button > 0) return;
      cancel();
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        timer.current = null;
        fired.current = true;
        pulse(haptic);
        callback.current();
      }, delay);
    },
    [cancel, delay, haptic, pointerTypes],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent) => {
      if (!start.current) return;
      if (Math.hypot(event.clientX - start.current.x, event.clientY - start.current.y) > MOVE_TOLERANCE_PX) cancel();
    },
    [cancel],
  );

  const onClickCapture = useCallback((event: MouseEvent) => {
    if (!fired.current) return;
    fired.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);

  const onContextMenu = useCallback((event: MouseEvent) => {
    // Mobile browsers open a context menu on a long press; the gesture is ours here.
    if (fired.current || timer.current !== null) event.preventDefault();
  }, []);

  return { onPointerDown, onPointerMove, onPointerUp: cancel, onPointerLeave: cancel, onPointerCancel: cancel, onClickCapture, onContextMenu };
}
