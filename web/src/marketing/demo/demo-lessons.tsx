import { useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../shared/i18n';
import { demoMessages } from './demo.messages';
import { FractionPie, SixthsBar } from './fraction-art';
import { fractionsLessonsMessages } from './fractions-lessons.messages';

const lessons: ReadonlyArray<{ key: 'l1' | 'l2' | 'l3'; art: ReactNode }> = [
  { key: 'l1', art: <FractionPie parts={4} shaded={3} /> },
  {
    key: 'l2',
    art: (
      <>
        <FractionPie parts={2} shaded={1} />
        <FractionPie parts={4} shaded={2} />
      </>
    ),
  },
  { key: 'l3', art: <SixthsBar /> },
];

/** The three lessons, one at a time, with a list to jump between them. */
export function DemoLessons({ onFinished }: { onFinished: () => void }) {
  const t = useT(demoMessages);
  const lesson = useT(fractionsLessonsMessages);
  const [index, setIndex] = useState(0);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const current = lessons[index] ?? lessons[0]!;
  const last = index === lessons.length - 1;

  const open = (next: number) => {
    setIndex(next);
    // Keyboard and screen reader users land on the new lesson's title, not on a button that may have vanished.
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <div className="mk-lessons">
      <nav aria-label={t('lessonNav')}>
        <ol className="mk-lesson-list">
          {lessons.map((entry, position) => (
            <li key={entry.key}>
              <button
                type="button"
                className="mk-lesson-tab"
                aria-current={position === index ? 'step' : undefined}
                onClick={() => open(position)}
              >
                {lesson(`${entry.key}Title`)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <article className="mk-panel mk-lesson" aria-labelledby={headingId}>
        <p className="mk-eyebrow">{t('lessonOf', { n: index + 1, total: lessons.length })}</p>
        <h3 id={headingId} ref={heading} tabIndex={-1}>
          {lesson(`${current.key}Title`)}
        </h3>
        <figure className="mk-lesson-figure">
          <div className="mk-lesson-art">{current.art}</div>
          <figcaption>{lesson(`${current.key}Figure`)}</figcaption>
        </figure>
        <p>{lesson(`${current.key}Body1`)}</p>
        <p>{lesson(`${current.key}Body2`)}</p>
        <aside className="mk-key-idea">
          <p className="mk-key-idea-title">{t('keyIdea')}</p>
          <p>{lesson(`${current.key}Key`)}</p>
        </aside>
        <div className="mk-actions">
          {index > 0 && (
            <button type="button" className="button button-secondary" onClick={() => open(index - 1)}>
              {t('previous')}
            </button>
          )}
          {last ? (
            <button type="button" className="button" onClick={onFinished}>
              {t('toQuiz')}
            </button>
          ) : (
            <button type="button" className="button" onClick={() => open(index + 1)}>
              {t('next')}
            </button>
          )}
        </div>
      </article>
    </div>
  );
}
