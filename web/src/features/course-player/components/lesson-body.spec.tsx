import type { Lesson } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPlain } from '../../../testing/render-plain';
import { LessonBody } from './lesson-body';

// The renderer (and KaTeX) load lazily; loaded once here, so that no test's wait includes compiling them.
beforeAll(async () => {
  await import('../../../shared/markdown/markdown-view');
});

const text = (markdown: string): Lesson['blocks'][number] => ({ kind: 'text', text: markdown });
const longLesson = [text('## Halves\n\nTwo equal parts.\n\n### Why equal\n\nOr it is not a half.'), text('## Quarters\n\nFour parts.\n\n## Thirds\n\nThree.')];
const storageKey = 'pathwise:reading-position:course-1:lesson-1';

/** jsdom lays nothing out: the lesson's body is given a place on the page, and the window a scroll offset. */
function layOut({ top, height, scrollY }: { top: number; height: number; scrollY: number }) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top: top - window.scrollY, height }) as DOMRect);
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}

const jsdomScrollIntoView = Element.prototype.scrollIntoView;

describe('Lesson body', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Element.prototype.scrollIntoView = jsdomScrollIntoView;
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('a lesson with three headings or more lists them in a table of contents, in order, the second level indented', async () => {
    renderPlain(<LessonBody courseId="course-1" lessonId="lesson-1" blocks={longLesson} />);
    const contents = await screen.findByRole('navigation', { name: 'In this lesson' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Halves', '#text-0-halves'],
      ['Why equal', '#text-0-why-equal'],
      ['Quarters', '#text-1-quarters'],
      ['Thirds', '#text-1-thirds'],
    ]);
    expect(links[1]?.closest('li')?.className).toBe('lesson-contents-depth-2');
  });

  it('following a table of contents link scrolls to its heading and moves focus there', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderPlain(<LessonBody courseId="course-1" lessonId="lesson-1" blocks={longLesson} />);
    const contents = await screen.findByRole('navigation', { name: 'In this lesson' });
    fireEvent.click(within(contents).getByRole('link', { name: 'Quarters' }));
    const heading = screen.getByRole('heading', { level: 3, name: 'Quarters' });
    expect(document.activeElement).toBe(heading);
    expect(scrollIntoView.mock.contexts).toEqual([heading]);
  });

  it('a lesson with fewer than three headings has no table of contents', async () => {
    renderPlain(<LessonBody courseId="course-1" lessonId="lesson-1" blocks={[text('## One\n\nText.\n\n## Two\n\nMore.')]} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Two' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('coming back to a lesson scrolls to where the learner was, once its text is drawn', async () => {
    window.localStorage.setItem(storageKey, '0.5');
    layOut({ top: 200, height: 1_000, scrollY: 0 });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderPlain(<LessonBody courseId="course-1" lessonId="lesson-1" blocks={longLesson} />);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 700, behavior: 'instant' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('a lesson never read opens at its start', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderPlain(<LessonBody courseId="course-1" lessonId="lesson-1" blocks={longLesson} />);
    expect(await screen.findByRole('navigation', { name: 'In this lesson' })).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolling stores the place per lesson, and scrolling back above the text forgets it', async () => {
    renderPlain(<LessonBody courseId="course-1" lessonId="lesson-1" blocks={longLesson} />);
    expect(await screen.findByRole('navigation', { name: 'In this lesson' })).toBeTruthy();
    layOut({ top: 200, height: 1_000, scrollY: 450 });
    fireEvent.scroll(window);
    await waitFor(() => expect(window.localStorage.getItem(storageKey)).toBe('0.2500'));

    layOut({ top: 200, height: 1_000, scrollY: 0 });
    fireEvent.scroll(window);
    await waitFor(() => expect(window.localStorage.getItem(storageKey)).toBeNull());
  });
});
