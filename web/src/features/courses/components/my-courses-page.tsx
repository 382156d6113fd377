import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { useMyCourses } from '../api/get-my-courses';
import { myCoursesMessages } from '../messages/my-courses.messages';
import { MyCourseItem } from './my-course-item';
import '../courses.css';

/** /my-courses: the learner's enrolled courses with their progress. */
export function MyCoursesPage() {
  const t = useT(myCoursesMessages);
  const mine = useMyCourses();
  useDocumentTitle(t('title'));

  return (
    <div className="courses-page">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      {mine.isPending && (
        <p className="courses-status" role="status">
          {t('loading')}
        </p>
      )}
      {mine.isError && <QueryError title={t('couldNotLoad')} error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />}
      {mine.data && mine.data.courses.length === 0 && (
        <div className="empty-state">
          <p className="empty-state-title">{t('empty')}</p>
          <p>{t('emptyHint')}</p>
          <Link to="/courses" className="button">
            {t('browse')}
          </Link>
        </div>
      )}
      {mine.data && mine.data.courses.length > 0 && (
        <ul className="course-grid">
          {mine.data.courses.map((course) => (
            <li key={course.courseId}>
              <MyCourseItem course={course} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
