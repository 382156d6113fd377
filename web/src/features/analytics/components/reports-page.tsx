import { courseReportFormats, courseReportKinds, courseReportPath, type CreatorDashboardResponse } from '@pathwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { getCreatorDashboardQueryOptions } from '../../courses';
import { reportsMessages } from '../messages';
import '../analytics.css';

/** /reports: each of the creator's courses with its reports to download, as CSV or PDF, in the reader's language. */
export function ReportsPage() {
  const t = useT(reportsMessages);
  const courses = useQuery(getCreatorDashboardQueryOptions());
  useDocumentTitle(t('title'));
  return (
    <div className="reports-page">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      {courses.isPending && (
        <p role="status" className="reports-status">
          {t('loading')}
        </p>
      )}
      {courses.isError && <QueryError title={t('couldNotLoad')} error={courses.error} onRetry={() => void courses.refetch()} retrying={courses.isFetching} />}
      {courses.data &&
        (courses.data.courses.length === 0 ? (
          <div className="card reports-empty">
            <p>{t('none')}</p>
            <Link to="/courses/create" className="button">
              {t('createCourse')}
            </Link>
          </div>
        ) : (
          <ul className="reports-courses">
            {courses.data.courses.map((course) => (
              <li key={course.courseId}>
                <CourseReports course={course} />
              </li>
            ))}
          </ul>
        ))}
      <p className="reports-sales">
        {t('sales')} <Link to="/sales">{t('salesLink')}</Link>
      </p>
    </div>
  );
}

function CourseReports({ course }: { readonly course: CreatorDashboardResponse['courses'][number] }) {
  const t = useT(reportsMessages);
  const headingId = `reports-${course.courseId}`;
  return (
    <section className="card reports-course" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {course.title} <span className="reports-course-status">{t(`status_${course.status}`)}</span>
      </h2>
      <dl className="reports-list">
        {courseReportKinds.map((report) => (
          <div key={report} className="reports-row">
            <dt>{t(`report_${report}`)}</dt>
            <dd>
              <span className="reports-hint">{t(`report_${report}_hint`)}</span>
              <span className="reports-downloads">
                {courseReportFormats.map((format) => (
                  <a
                    key={format}
                    className="button button-secondary"
                    href={courseReportPath(course.courseId, report, format)}
                    download
                    aria-label={t('download', { report: t(`report_${report}`), course: course.title, format: format.toUpperCase() })}
                  >
                    {format.toUpperCase()}
                  </a>
                ))}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
