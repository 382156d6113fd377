/** Where a learner stopped reading a lesson, as a share of its body, so it holds when the width (and height) changes. */
export type ReadingPosition = number;

const storageKey = (courseId: string, lessonId: string) => `pathwise:reading-position:${courseId}:${lessonId}`;

/** The body's place on the page: its top from the top of the document, and its height, in CSS pixels. */
export interface BodyBox {
  readonly top: number;
  readonly height: number;
}

/** How far through the body the top of the window is, from 0 (not begun) to 1; null when the body has no height. */
export function readingPositionAt(scrollY: number, body: BodyBox): ReadingPosition | null {
  if (body.height <= 0) return null;
  return Math.min(1, Math.max(0, (scrollY - body.top) / body.height));
}

/** The scroll offset that puts the top of the window back at `position`. */
export const scrollYFor = (position: ReadingPosition, body: BodyBox) => Math.round(body.top + position * body.height);

export function storedReadingPosition(courseId: string, lessonId: string): ReadingPosition | null {
  try {
    const position = Number(window.localStorage.getItem(storageKey(courseId, lessonId)));
    return Number.isFinite(position) && position > 0 && position <= 1 ? position : null;
  } catch {
    return null;
  }
}

/** Remembers the position, or forgets it at the very start (nothing to come back to). */
export function storeReadingPosition(courseId: string, lessonId: string, position: ReadingPosition): void {
  try {
    if (position > 0) window.localStorage.setItem(storageKey(courseId, lessonId), position.toFixed(4));
    else window.localStorage.removeItem(storageKey(courseId, lessonId));
  } catch {
    // Private browsing may refuse storage; the lesson then opens at its start, as before.
  }
}
