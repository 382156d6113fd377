import { useState, type FormEvent } from 'react';
import { CourseDetailsFields, courseDetailsFields, detailsFromDraft, draftFromDetails, type CourseDetailsDraft, type CourseDetailsField } from '../../courses';
import { useT } from '../../../shared/i18n';
import { useEditCourseDetails } from '../api/edit-course-details';
import { useEditedCourse } from '../lib/editor-context';
import { useWriteForm } from '../lib/use-write-form';
import { editorMessages } from '../messages/editor.messages';
import { WriteFeedback } from './write-feedback';

/**
 * The course's details. The draft is the author's from the first keystroke: a reload after a conflict keeps it. The
 * cover is the cover section's: the details go with the cover as loaded, so saving them never undoes an upload.
 */
export function DetailsSection() {
  const t = useT(editorMessages);
  const course = useEditedCourse();
  const edit = useEditCourseDetails();
  const form = useWriteForm(courseDetailsFields);
  const [draft, setDraft] = useState<CourseDetailsDraft>(() => draftFromDetails(course.details));

  const change = (patch: Partial<CourseDetailsDraft>, field: CourseDetailsField) => {
    setDraft((current) => ({ ...current, ...patch }));
    form.edited(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (edit.isPending) return;
    form.start();
    edit.mutate({ courseId: course.courseId, expectedVersion: course.version, ...detailsFromDraft(draft), coverImageUrl: course.details.coverImageUrl }, form.outcome());
  };

  return (
    <section className="editor-section" aria-labelledby="editor-details-heading">
      <h2 id="editor-details-heading">{t('details')}</h2>
      <form className="form" noValidate onSubmit={submit} aria-busy={edit.isPending}>
        <CourseDetailsFields draft={draft} onChange={change} errors={form.errors.fieldErrors} register={form.errors.register} />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={edit.isPending}>
            {t('saveDetails')}
          </button>
        </div>
        <WriteFeedback status={form.status} formError={form.errors.formError} />
      </form>
    </section>
  );
}
