import type { CourseDetailResponse } from '@pathwise/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useT } from '../../../shared/i18n';
import { useEnrolInCourse } from '../api/enrol-in-course';
import { coursePageMessages } from '../messages/course-page.messages';

interface CourseActionsProps {
  readonly course: CourseDetailResponse['course'];
  readonly viewer: CourseDetailResponse['viewer'];
}

/**
 * What the reader can do next: continue when enrolled, enrol in a free course (a paid one goes to the purchase
 * page), and edit for the course's staff.
 */
export function CourseActions({ course, viewer }: CourseActionsProps) {
  const t = useT(coursePageMessages);
  const describeError = useDescribeError();
  const enrol = useEnrolInCourse();
  const navigate = useNavigate();
  const params = { courseId: course.courseId };
  const open = course.status === 'published';

  const startEnrolment = () => {
    if (enrol.isPending) return;
    enrol.mutate(course.courseId, { onSuccess: () => void navigate({ to: '/courses/$courseId/view', params }) });
  };

  return (
    <div className="course-actions">
      {viewer.isEnrolled && (
        <Link to="/courses/$courseId/view" params={params} className="button">
          {t('continue')}
        </Link>
      )}
      {!viewer.isEnrolled && open && course.priceCents > 0 && (
        <Link to="/courses/$courseId/purchase" params={params} className="button">
          {t('buy')}
        </Link>
      )}
      {!viewer.isEnrolled && open && course.priceCents === 0 && viewer.signedIn && (
        <button type="button" className="button" aria-disabled={enrol.isPending} onClick={startEnrolment}>
          {enrol.isPending ? t('enrolling') : t('enrol')}
        </button>
      )}
      {!viewer.isEnrolled && open && course.priceCents === 0 && !viewer.signedIn && (
        <Link to="/login" search={{ redirect: `/courses/${course.courseId}` }} className="button">
          {t('signInToEnrol')}
        </Link>
      )}
      {viewer.isStaff && (
        <Link to="/courses/$courseId/edit" params={params} className="button button-secondary">
          {t('edit')}
        </Link>
      )}
      {enrol.isError && (
        <p className="form-alert" role="alert">
          {t('enrolFailed')}: {describeError(enrol.error)}
        </p>
      )}
    </div>
  );
}
