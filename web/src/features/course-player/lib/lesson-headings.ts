/** One heading of a lesson's text, as its table of contents lists it. */
export interface LessonHeading {
  readonly id: string;
  readonly text: string;
  /** 1 for the text's top level, 2 for the level under it. */
  readonly depth: 1 | 2;
}

/** Lessons with fewer headings than this have no table of contents: it would only repeat what is in view. */
export const MIN_HEADINGS_FOR_CONTENTS = 3;

/**
 * The headings of the lesson text drawn inside `body`, at its two top levels (authors' text starts at `h3`, under the
 * lesson's title), in reading order.
 */
export function lessonHeadingsIn(body: HTMLElement): LessonHeading[] {
  return [...body.querySelectorAll<HTMLHeadingElement>('.markdown :is(h3, h4)[id]')].map((heading) => ({
    id: heading.id,
    text: heading.textContent ?? '',
    depth: heading.tagName === 'H3' ? 1 : 2,
  }));
}
