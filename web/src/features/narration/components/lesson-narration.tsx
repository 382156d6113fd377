import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useLessonNarration } from '../api/get-lesson-narration';
import { lessonNarrationMessages } from '../lesson-narration.messages';
import { useParagraphReader } from '../lib/use-paragraph-reader';
import '../narration.css';

interface LessonNarrationProps {
  readonly courseId: string;
  readonly lessonId: string;
  /** The studio's preview opens on its own; the player waits for the learner to ask, so no lesson fetches it unasked. */
  readonly startOpen?: boolean;
}

/** A lesson read aloud paragraph by paragraph, the paragraph being read highlighted so the text follows the voice. */
export function LessonNarration({ courseId, lessonId, startOpen = false }: LessonNarrationProps) {
  const t = useT(lessonNarrationMessages);
  const [open, setOpen] = useState(startOpen);
  if (!open) {
    return (
      <p className="narration-listen">
        <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
          <span aria-hidden="true">🔊 </span>
          {t('listen')}
        </button>
      </p>
    );
  }
  return <NarrationReader courseId={courseId} lessonId={lessonId} onClose={startOpen ? null : () => setOpen(false)} />;
}

function NarrationReader({ courseId, lessonId, onClose }: { courseId: string; lessonId: string; onClose: (() => void) | null }) {
  const t = useT(lessonNarrationMessages);
  const manifest = useLessonNarration(courseId, lessonId);
  const reader = useParagraphReader(manifest.data);
  const currentParagraph = useRef<HTMLButtonElement | null>(null);
  const paragraphs = manifest.data?.paragraphs ?? [];
  const count = paragraphs.length;

  useEffect(() => {
    if (reader.state === 'playing') currentParagraph.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [reader.position, reader.state]);

  if (manifest.isPending) {
    return (
      <p className="narration-status" role="status">
        {t('loading')}
      </p>
    );
  }
  if (manifest.isError) {
    return <QueryError title={t('couldNotLoad')} error={manifest.error} onRetry={() => void manifest.refetch()} retrying={manifest.isFetching} />;
  }
  if (count === 0) return <p className="narration-status">{t('nothingToRead')}</p>;

  const position = { index: reader.position + 1, count };
  const status =
    reader.state === 'playing'
      ? t('reading', position)
      : reader.state === 'finished'
        ? t('finished')
        : reader.state === 'unavailable'
          ? t('noSpeech')
          : reader.state === 'paused'
            ? t('paused', position)
            : '';
  return (
    <section className="narration" aria-label={t('region')}>
      <div className="narration-controls">
        {reader.state === 'playing' ? (
          <button type="button" className="button" onClick={reader.pause}>
            {t('pause')}
          </button>
        ) : (
          <button type="button" className="button" onClick={reader.play}>
            {t('play')}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={reader.previous} aria-disabled={reader.position === 0}>
          {t('previous')}
        </button>
        <button type="button" className="button button-secondary" onClick={reader.next} aria-disabled={reader.position >= count - 1}>
          {t('next')}
        </button>
        {onClose && (
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('close')}
          </button>
        )}
      </div>
      <p className="narration-status" role="status">
        {status}
      </p>
      {reader.usesBrowserVoice && <p className="field-hint">{t('browserVoice')}</p>}
      <ol className="narration-paragraphs" aria-label={t('paragraphs')}>
        {paragraphs.map((paragraph, index) => {
          const isCurrent = index === reader.position && reader.state !== 'idle';
          return (
            <li key={paragraph.index}>
              <button
                type="button"
                ref={isCurrent ? currentParagraph : undefined}
                className={isCurrent ? 'narration-paragraph is-current' : 'narration-paragraph'}
                aria-current={isCurrent ? 'true' : undefined}
                title={t('readFrom')}
                onClick={() => reader.readFrom(index)}
              >
                {paragraph.text}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
