import './lesson-contents.css';
import type { MouseEvent } from 'react';
import { useT } from '../../../shared/i18n';
import type { LessonHeading } from '../lib/lesson-headings';
import { lessonContentsMessages } from '../messages/lesson-contents.messages';

/**
 * A long lesson's table of contents: links to its headings. Following one scrolls there and moves focus to the
 * heading, so keyboard and screen-reader users continue reading from it; the address stays the player's own.
 */
export function LessonContents({ headings }: { readonly headings: readonly LessonHeading[] }) {
  const t = useT(lessonContentsMessages);
  return (
    <nav className="lesson-contents" aria-labelledby="lesson-contents-title">
      <p id="lesson-contents-title" className="lesson-contents-title">
        {t('contents')}
      </p>
      <ol>
        {headings.map((heading) => (
          <li key={heading.id} className={`lesson-contents-depth-${heading.depth}`}>
            <a href={`#${heading.id}`} onClick={(event) => goToHeading(event, heading.id)}>
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function goToHeading(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  heading.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}
