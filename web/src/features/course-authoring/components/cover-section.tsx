import { COURSE_COVER_MAX_BYTES, courseCoverSizes, imageUploadTypes } from '@pathwise/contracts';
import { useRef, useState, type ChangeEvent } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useFormat, useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { describeImageFileRefusal, refusalOfImageFile, refusalOfImageUpload, type ImageFileRefusal } from '../../../shared/ui/image-file-refusal';
import { CourseCover } from '../../courses';
import { useRemoveCourseCover } from '../api/remove-course-cover';
import { useUploadCourseCover } from '../api/upload-course-cover';
import { useEditedCourse } from '../lib/editor-context';
import { editorMessages } from '../messages/editor.messages';

const MAX_MEGABYTES = COURSE_COVER_MAX_BYTES / (1024 * 1024);

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
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<ImageFileRefusal | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const busy = upload.isPending || remove.isPending;

  const failed = (error: unknown) => {
    setStatus('idle');
    setRefusal(refusalOfImageUpload(error));
    input.current?.focus();
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    const refused = refusalOfImageFile(file, imageUploadTypes, COURSE_COVER_MAX_BYTES);
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
  const error = refusal ? describeImageFileRefusal(refusal, { tooBig: t('coverTooBig', { size }), wrongType: t('coverWrongType') }, describeError) : undefined;
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
      <Field
        label={course.details.coverImageUrl ? t('replaceCover') : t('chooseCover')}
        hint={t('coverHint', { size, width: format.number(width), height: format.number(height) })}
        error={error}
        announceError
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            className="input-file"
            type="file"
            name="cover"
            accept={imageUploadTypes.join(',')}
            aria-disabled={busy || undefined}
            onChange={onFileChange}
          />
        )}
      </Field>
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
