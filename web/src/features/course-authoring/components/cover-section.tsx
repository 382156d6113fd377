import { COURSE_COVER_MAX_BYTES, courseCoverSizes, imageUploadTypes } from '@pathwise/contracts';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useFormat, useT } from '../../../shared/i18n';
import { CourseCover } from '../../courses';
import { useRemoveCourseCover } from '../api/remove-course-cover';
import { useUploadCourseCover } from '../api/upload-course-cover';
import { useEditedCourse } from '../lib/editor-context';
import { editorMessages } from '../messages/editor.messages';

const MAX_MEGABYTES = COURSE_COVER_MAX_BYTES / (1024 * 1024);

/** Why a cover was refused, kept as facts and worded while rendering, so it follows the language. */
type Refusal = { reason: 'too-big' } | { reason: 'wrong-type' } | { reason: 'failed'; error: unknown };

type Status = 'idle' | 'uploading' | 'saved' | 'removing' | 'removed';

/**
 * The course's cover: the current one with Remove, and a file input whose choice is checked here (type and size)
 * and then uploaded at once; the server crops it to 16:9 and records it as a details edit.
 */
export function CoverSection() {
  const t = useT(editorMessages);
  const format = useFormat();
  const describeError = useDescribeError();
  const course = useEditedCourse();
  const upload = useUploadCourseCover();
  const remove = useRemoveCourseCover();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const busy = upload.isPending || remove.isPending;

  const failed = (error: unknown) => {
    setStatus('idle');
    setRefusal(error instanceof ApiError && error.status === 413 ? { reason: 'too-big' } : { reason: 'failed', error });
    input.current?.focus();
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    const refused: Refusal | null = !(imageUploadTypes as readonly string[]).includes(file.type)
      ? { reason: 'wrong-type' }
      : file.size > COURSE_COVER_MAX_BYTES
        ? { reason: 'too-big' }
        : null;
    setRefusal(refused);
    if (refused) {
      setStatus('idle');
      return;
    }
    setStatus('uploading');
    upload.mutate({ courseId: course.courseId, cover: file }, { onSuccess: () => setStatus('saved'), onError: failed });
  };

  const removeCover = () => {
    if (busy) return;
    setRefusal(null);
    setStatus('removing');
    remove.mutate(
      { courseId: course.courseId },
      {
        onSuccess: () => {
          setStatus('removed');
          input.current?.focus();
        },
        onError: failed,
      },
    );
  };

  const size = format.number(MAX_MEGABYTES);
  const { width, height } = courseCoverSizes.full;
  const describeRefusal = (refused: Refusal): string => {
    if (refused.reason === 'too-big') return t('coverTooBig', { size });
    if (refused.reason === 'wrong-type') return t('coverWrongType');
    // A field error of the server says what is wrong with the image itself; it is shown as the server words it.
    if (refused.error instanceof ApiError && refused.error.problem?.errors?.[0]) return refused.error.problem.errors[0].detail;
    return describeError(refused.error);
  };
  const error = refusal && describeRefusal(refusal);
  const statusText = { idle: '', uploading: t('coverUploading'), saved: t('coverSaved'), removing: t('coverRemoving'), removed: t('coverRemoved') }[status];

  return (
    <section className="editor-section" aria-labelledby="editor-cover-heading">
      <h2 id="editor-cover-heading">{t('cover')}</h2>
      {course.details.coverImageUrl ? (
        <div className="editor-cover">
          <CourseCover coverImageUrl={course.details.coverImageUrl} place="card" loading="lazy" alt={t('currentCover')} />
        </div>
      ) : (
        <p>{t('noCover')}</p>
      )}
      <div className="field">
        <label className="field-label" htmlFor={inputId}>
          {course.details.coverImageUrl ? t('replaceCover') : t('chooseCover')}
        </label>
        <p id={hintId} className="field-hint">
          {t('coverHint', { size, width: format.number(width), height: format.number(height) })}
        </p>
        <input
          ref={input}
          id={inputId}
          className="input-file"
          type="file"
          name="cover"
          accept={imageUploadTypes.join(',')}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-disabled={busy || undefined}
          onChange={onFileChange}
        />
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="form-actions">
        {course.details.coverImageUrl && (
          <button type="button" className="button button-secondary" onClick={removeCover} aria-disabled={busy}>
            {t('removeCover')}
          </button>
        )}
        <p className="form-status" role="status">
          {statusText}
        </p>
      </div>
    </section>
  );
}
