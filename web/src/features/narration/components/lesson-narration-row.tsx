import type { LessonNarrationState } from '@pathwise/contracts';
import { useState } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useT } from '../../../shared/i18n';
import { useNarrateLesson } from '../api/narrate-lesson';
import { voiceStudioMessages } from '../messages';
import { LessonNarration } from './lesson-narration';

interface LessonNarrationRowProps {
  readonly courseId: string;
  readonly lesson: LessonNarrationState;
  /** False when the server has no engine: nothing to narrate there, though the preview still reads aloud. */
  readonly mayNarrate: boolean;
}

/** One lesson in the studio: its narration's state, narrating what changed, and a preview. */
export function LessonNarrationRow({ courseId, lesson, mayNarrate }: LessonNarrationRowProps) {
  const t = useT(voiceStudioMessages);
  const describeError = useDescribeError();
  const narrate = useNarrateLesson();
  const [previewing, setPreviewing] = useState(false);
  const headingId = `narration-lesson-${lesson.lessonId}`;
  const stateText = lesson.state === 'stale' ? t('state_stale', { count: lesson.staleCount }) : t(`state_${lesson.state}`);
  return (
    <li className="card voice-studio-lesson" aria-labelledby={headingId}>
      <div className="voice-studio-lesson-head">
        <div>
          <h3 id={headingId}>{lesson.title}</h3>
          <p className="field-hint">{lesson.moduleTitle}</p>
        </div>
        <span className={`narration-state narration-state-${lesson.state}`}>{stateText}</span>
      </div>
      {lesson.paragraphCount > 0 && <p className="field-hint">{t('paragraphs', { narrated: lesson.narratedCount, count: lesson.paragraphCount })}</p>}
      {lesson.paragraphCount > 0 && (
        <div className="narration-controls">
          {mayNarrate && (
            <button
              type="button"
              className="button"
              aria-label={t('narrateLesson', { title: lesson.title })}
              aria-disabled={narrate.isPending}
              onClick={() => !narrate.isPending && narrate.mutate({ courseId, lessonId: lesson.lessonId })}
            >
              {narrate.isPending ? t('narrating') : t('narrate')}
            </button>
          )}
          <button
            type="button"
            className="button button-secondary"
            aria-expanded={previewing}
            aria-label={previewing ? t('hidePreview') : t('previewLesson', { title: lesson.title })}
            onClick={() => setPreviewing((open) => !open)}
          >
            {previewing ? t('hidePreview') : t('preview')}
          </button>
        </div>
      )}
      <p role="status" className="narration-status">
        {narrate.isSuccess ? t('narrated', { count: narrate.data.narrated }) : ''}
      </p>
      {narrate.isError && (
        <p className="form-alert" role="alert">
          {t('couldNotNarrate', { reason: describeError(narrate.error) })}
        </p>
      )}
      {previewing && <LessonNarration courseId={courseId} lessonId={lesson.lessonId} startOpen />}
    </li>
  );
}
