import { Link } from '@tanstack/react-router';
import { useFormat, useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { useCreatorDashboard } from '../api/get-creator-dashboard';
import { creatorMessages } from '../messages/creator.messages';
import { CreatorCourseTable } from './creator-course-table';
import { RecentEnrolments } from './recent-enrolments';
import '../courses.css';

/** /courses/dashboard: a creator's courses, their totals and recent enrolments. */
export function CreatorDashboardPage() {
  const t = useT(creatorMessages);
  const format = useFormat();
  const dashboard = useCreatorDashboard();
  useDocumentTitle(t('title'));

  return (
    <div className="courses-page">
      <header className="page-header courses-header-actions">
        <div>
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
        </div>
        <Link to="/courses/create" className="button">
          {t('create')}
        </Link>
      </header>
      {dashboard.isPending && (
        <p className="courses-status" role="status">
          {t('loading')}
        </p>
      )}
      {dashboard.isError && (
        <QueryError title={t('couldNotLoad')} error={dashboard.error} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
      )}
      {dashboard.data && (
        <>
          <dl className="stat-grid" aria-label={t('totals')}>
            <div className="stat-card">
              <dt className="stat-label">{t('published')}</dt>
              <dd className="stat-value">{format.number(dashboard.data.totals.published)}</dd>
            </div>
            <div className="stat-card">
              <dt className="stat-label">{t('drafts')}</dt>
              <dd className="stat-value">{format.number(dashboard.data.totals.drafts)}</dd>
            </div>
            <div className="stat-card">
              <dt className="stat-label">{t('enrolments')}</dt>
              <dd className="stat-value">{format.number(dashboard.data.totals.enrolments)}</dd>
            </div>
          </dl>
          <section className="course-section" aria-labelledby="creator-courses-heading">
            <h2 id="creator-courses-heading">{t('courses')}</h2>
            {dashboard.data.courses.length === 0 ? (
              <div className="empty-state">
                <p className="empty-state-title">{t('empty')}</p>
                <p>{t('emptyHint')}</p>
              </div>
            ) : (
              <CreatorCourseTable courses={dashboard.data.courses} />
            )}
          </section>
          <RecentEnrolments enrolments={dashboard.data.recentEnrolments} />
        </>
      )}
    </div>
  );
}
