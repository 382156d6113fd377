import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useLanguage, useT } from '../../../shared/i18n';
import { OutlineGenerator } from '../../ai-studio';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { useCreateCourse } from '../api/create-course';
import { courseDetailsFields, detailsFromDraft, emptyCourseDetailsDraft, type CourseDetailsDraft, type CourseDetailsField } from '../lib/course-details-draft';
import { withTopLevelPointers } from '../lib/field-pointers';
import { createMessages } from '../messages/create.messages';
import { CourseDetailsFields } from './course-details-fields';
import '../courses.css';

/** /create and /courses/create: the essentials of a new course, or an outline drafted from material; then on to its editor. */
export function CreateCoursePage() {
  const t = useT(createMessages);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const create = useCreateCourse();
  const [draft, setDraft] = useState<CourseDetailsDraft>(() => emptyCourseDetailsDraft(language));
  // Chosen once, so a retry after a lost answer creates the same course rather than a second one.
  const [courseId] = useState(() => crypto.randomUUID());
  const errors = useFormErrors(courseDetailsFields);
  useDocumentTitle(t('title'));

  const change = (patch: Partial<CourseDetailsDraft>, field: CourseDetailsField) => {
    setDraft((current) => ({ ...current, ...patch }));
    errors.clear(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    errors.clear();
    create.mutate(
      { courseId, ...detailsFromDraft(draft) },
      {
        onSuccess: (written) => void navigate({ to: '/courses/$courseId/edit', params: { courseId: written.courseId } }),
        onError: (error) => errors.showRequestError(withTopLevelPointers(error)),
      },
    );
  };

  return (
    <div className="courses-page course-form-page">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <form className="form" noValidate onSubmit={submit} aria-busy={create.isPending}>
        {errors.formError && (
          <p className="form-alert" role="alert">
            {errors.formError}
          </p>
        )}
        <CourseDetailsFields draft={draft} onChange={change} errors={errors.fieldErrors} register={errors.register} />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={create.isPending}>
            {create.isPending ? t('creating') : t('submit')}
          </button>
          <Link to="/courses/dashboard" className="button button-secondary">
            {t('cancel')}
          </Link>
        </div>
      </form>
      <OutlineGenerator />
    </div>
  );
}
