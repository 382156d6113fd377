import { Suspense, useState } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useT } from '../../../shared/i18n';
import { useLessonEvents } from '../lib/use-lesson-events';
import type { PlayerLesson } from '../lib/player-steps';
import { playerMessages } from '../messages/player.messages';
import { LessonBody } from './lesson-body';
import { SkipBadge } from './skip-badge';
import { primaryAction } from '../../../shared/notice-placement';
import { LessonNarration } from '../../narration';

interface LessonViewProps {
  readonly courseId: string;
  readonly lesson: PlayerLesson;
  readonly completed: boolean;
  readonly record: boolean;
  /** The learner's placement test found this lesson already known. */
  readonly skippable: boolean;
  readonly onCompleted: () => void;
}

/** One lesson: its blocks, and a button to mark it complete; opening it records lesson_start. */
export function LessonView({ courseId, lesson, completed, record, skippable, onCompleted }: LessonViewProps) {
  const t = useT(playerMessages);
  const describeError = useDescribeError();
  const events = useLessonEvents({ courseId, lessonId: lesson.lessonId, record });
  const [done, setDone] = useState(completed);
  const completeFailed = events.error && events.variables?.eventType === 'lesson_complete';

  return (
    <article className="lesson-view" aria-labelledby="player-step-heading">
      <h2 id="player-step-heading" tabIndex={-1}>
        {lesson.title}
      </h2>
      <p className="field-hint">{t('minutes', { count: lesson.estimatedMinutes })}</p>
      {skippable && (
        <p className="lesson-skip-note">
          <SkipBadge /> {t('maySkipNote')}
        </p>
      )}
      {lesson.blocks.some((block) => block.kind === 'text') && (
        <Suspense fallback={null}>
          <LessonNarration key={lesson.lessonId} courseId={courseId} lessonId={lesson.lessonId} />
        </Suspense>
      )}
      <LessonBody key={lesson.lessonId} courseId={courseId} lessonId={lesson.lessonId} blocks={lesson.blocks} />
      <div className="form-actions">
        {done ? (
          <p className="lesson-done" role="status">
            ✓ {t('lessonDone')}
          </p>
        ) : (
          <button type="button" className="button" {...primaryAction} aria-disabled={events.pending} onClick={() => !events.pending && events.complete(() => { setDone(true); onCompleted(); })}>
            {events.pending ? t('completing') : t('markComplete')}
          </button>
        )}
      </div>
      {completeFailed && (
        <p className="form-alert" role="alert">
          {t('recordFailed', { reason: describeError(events.error) })}
        </p>
      )}
    </article>
  );
}
