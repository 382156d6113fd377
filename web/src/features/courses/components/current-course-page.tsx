import type { MyCourse } from '@pathwise/contracts';
import { Link, Navigate } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { useMyCourses } from '../api/get-my-courses';
import { myCoursesMessages } from '../messages/my-courses.messages';
import '../courses.css';

/**
 * The course a learner is most likely to want back: among those not finished, the one studied last (or, if none was
 * studied yet, the one joined last). Null when every course is finished or there is none.
 */
export function currentCourse(courses: readonly MyCourse[]): MyCourse | null {
  const time = (instant: string | null) => (instant ? Date.parse(instant) : Number.NEGATIVE_INFINITY);
  const unfinished = courses.filter((course) => course.completedAt === null);
  const [latest] = [...unfinished].sort((a, b) => time(b.lastActivityAt) - time(a.lastActivityAt) || time(b.enrolledAt) - time(a.enrolledAt));
  return latest ?? null;
}

/** /courses/current: straight into the player of the course the learner was last studying, where they left off. */
export function CurrentCoursePage() {
  const t = useT(myCoursesMessages);
  const mine = useMyCourses();
  useDocumentTitle(t('currentTitle'));
  const current = mine.data ? currentCourse(mine.data.courses) : null;
  if (current) return <Navigate to="/courses/$courseId/view" params={{ courseId: current.courseId }} replace />;
  return (
    <div className="courses-page">
      <header className="page-header">
        <h1>{t('currentTitle')}</h1>
      </header>
      {mine.isPending && (
        <p className="courses-status" role="status">
          {t('loading')}
        </p>
      )}
      {mine.isError && <QueryError title={t('couldNotLoad')} error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />}
      {mine.data && (
        <div className="empty-state">
          <p className="empty-state-title">{mine.data.courses.length === 0 ? t('empty') : t('allFinished')}</p>
          <p>{mine.data.courses.length === 0 ? t('emptyHint') : t('allFinishedHint')}</p>
          <p className="form-actions">
            <Link to="/courses" className="button">
              {t('browse')}
            </Link>
            {mine.data.courses.length > 0 && (
              <Link to="/my-courses" className="button button-secondary">
                {t('seeMine')}
              </Link>
            )}
          </p>
        </div>
      )}
    </div>
  );
}
