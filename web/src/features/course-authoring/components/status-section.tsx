import { Link } from '@tanstack/react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n';
import { useCourseWords } from '../../courses';
import { useChangeCourseStatus, type CourseTransition } from '../api/change-course-status';
import { useEditedCourse } from '../lib/editor-context';
import { useWriteForm } from '../lib/use-write-form';
import { editorMessages } from '../messages/editor.messages';
import { WriteFeedback } from './write-feedback';

const NO_FIELDS = [] as const;
/** The server's refusal when the creator's plan has its most published courses live. */
const PLAN_LIMIT_REACHED = 'urn:pathwise:problem:plan-limit-reached';

/** Publish, archive or return to draft: only the moves the course's status allows are offered. */
export function StatusSection() {
  const t = useT(editorMessages);
  const words = useCourseWords();
  const course = useEditedCourse();
  const change = useChangeCourseStatus();
  const form = useWriteForm(NO_FIELDS);
  const moves: readonly { transition: CourseTransition; label: string }[] =
    course.status === 'draft'
      ? [{ transition: 'publish', label: t('publish') }]
      : course.status === 'published'
        ? [
            { transition: 'publish', label: t('publish') },
            { transition: 'archive', label: t('archive') },
            { transition: 'return-to-draft', label: t('returnToDraft') },
          ]
        : [{ transition: 'return-to-draft', label: t('returnToDraft') }];

  const move = (transition: CourseTransition) => {
    if (change.isPending) return;
    form.start();
    change.mutate({ courseId: course.courseId, transition, expectedVersion: course.version }, form.outcome());
  };

  return (
    <section className="editor-section" aria-labelledby="editor-status-heading">
      <h2 id="editor-status-heading">{t('status')}</h2>
      <p>{t('statusNow', { status: words.t(`status_${course.status}`) })}</p>
      <p className="field-hint">{t('publishHint')}</p>
      <div className="form-actions">
        {moves.map(({ transition, label }) => (
          <button key={transition} type="button" className={transition === 'publish' ? 'button' : 'button button-secondary'} aria-disabled={change.isPending} onClick={() => move(transition)}>
            {label}
          </button>
        ))}
      </div>
      <WriteFeedback status={form.status} formError={form.errors.formError} />
      {change.error instanceof ApiError && change.error.problem?.type === PLAN_LIMIT_REACHED && (
        <p>
          <Link to="/pricing">{t('comparePlans')}</Link>
        </p>
      )}
    </section>
  );
}
