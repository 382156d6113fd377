import { Link } from '@tanstack/react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { useCourse } from '../api/get-course';
import { useCourseWords } from '../lib/use-course-words';
import { useFormatPrice } from '../lib/use-format-price';
import { coursePageMessages } from '../messages/course-page.messages';
import { CourseActions } from './course-actions';
import { CourseCover } from './course-cover';
import { CourseDetailSkeleton } from './course-detail-skeleton';
import { CourseOutline } from './course-outline';
import { CourseRating } from './course-rating';
import { CourseReviews } from './course-reviews';
import { CourseSkills } from './course-skills';
import '../courses.css';

/** /courses/$courseId: what the course is, who made it, what it holds and what the learner will master. */
export function CourseDetailPage({ courseId }: { readonly courseId: string }) {
  const t = useT(coursePageMessages);
  const words = useCourseWords();
  const price = useFormatPrice(words.t('free'));
  const detail = useCourse(courseId);
  useDocumentTitle(detail.data?.course.title ?? t('loading'));

  if (detail.isPending) {
    return <CourseDetailSkeleton label={t('loading')} />;
  }
  if (detail.isError && detail.error instanceof ApiError && detail.error.status === 404) {
    return (
      <section className="courses-page" aria-labelledby="course-not-found">
        <h1 id="course-not-found">{t('notFound')}</h1>
        <p>{t('notFoundHint')}</p>
        <Link to="/courses" className="button">
          {t('browseCatalogue')}
        </Link>
      </section>
    );
  }
  if (detail.isError) {
    return <QueryError title={t('couldNotLoad')} error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  }
  const { course, outline, skills, viewer } = detail.data;

  return (
    <article className="courses-page course-detail" aria-labelledby="course-title">
      <CourseCover coverImageUrl={course.coverImageUrl} place="page" loading="eager" />
      <header className="page-header">
        <h1 id="course-title">{course.title}</h1>
        {course.subtitle && <p className="course-detail-subtitle">{course.subtitle}</p>}
        {course.status === 'draft' && <p className="course-notice">{t('draftNotice')}</p>}
        {course.status === 'archived' && <p className="course-notice">{t('archivedNotice')}</p>}
      </header>
      <dl className="course-detail-facts" aria-label={t('facts')}>
        <div>
          <dt>{t('creator')}</dt>
          <dd>{course.creatorName ?? words.t('unknownCreator')}</dd>
        </div>
        <div>
          <dt>{t('rating')}</dt>
          <dd>
            <CourseRating rating={course.rating} />
          </dd>
        </div>
        <div>
          <dt>{t('level')}</dt>
          <dd>{words.t(`level_${course.level}`)}</dd>
        </div>
        <div>
          <dt>{t('language')}</dt>
          <dd>{words.languageName(course.language)}</dd>
        </div>
        <div>
          <dt>{t('price')}</dt>
          <dd>{price(course.priceCents, course.currency)}</dd>
        </div>
      </dl>
      <CourseActions course={course} viewer={viewer} />
      {course.description && (
        <section className="course-section" aria-labelledby="course-description-heading">
          <h2 id="course-description-heading">{t('description')}</h2>
          {course.description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} className="course-description">
              {paragraph}
            </p>
          ))}
        </section>
      )}
      <CourseSkills skills={skills} />
      <CourseOutline outline={outline} />
      {course.status !== 'draft' && <CourseReviews courseId={course.courseId} />}
    </article>
  );
}
