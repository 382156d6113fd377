import { useEffect, useRef, type RefObject } from 'react';
import { readingPositionAt, scrollYFor, storeReadingPosition, storedReadingPosition, type BodyBox } from './reading-position';

const boxOf = (body: HTMLElement): BodyBox => {
  const rect = body.getBoundingClientRect();
  return { top: rect.top + window.scrollY, height: rect.height };
};

/**
 * Keeps the learner's place in a lesson: while they scroll it is stored per lesson, and when they come back the page
 * scrolls to it once the body is drawn (`ready`: its text has rendered, so its height is final).
 */
export function useReadingPosition(body: RefObject<HTMLElement | null>, { courseId, lessonId, ready }: { courseId: string; lessonId: string; ready: boolean }) {
  const restored = useRef(false);

  useEffect(() => {
    const element = body.current;
    if (!ready || restored.current || !element) return;
    restored.current = true;
    const position = storedReadingPosition(courseId, lessonId);
    if (position !== null) window.scrollTo({ top: scrollYFor(position, boxOf(element)), behavior: 'instant' });
  }, [body, courseId, lessonId, ready]);

  useEffect(() => {
    if (!ready) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const element = body.current;
        const position = element ? readingPositionAt(window.scrollY, boxOf(element)) : null;
        if (position !== null) storeReadingPosition(courseId, lessonId, position);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [body, courseId, lessonId, ready]);
}
