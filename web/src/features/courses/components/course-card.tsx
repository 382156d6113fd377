import type { CourseCard as CourseCardData } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useFormatPrice } from '../lib/use-format-price';
import { useCourseWords } from '../lib/use-course-words';
import { CourseCover } from './course-cover';
import { CourseRating } from './course-rating';

interface CourseCardProps {
  readonly course: CourseCardData;
  /** How the cover loads: 'lazy' for cards below the first row on a phone. */
  readonly coverLoading: 'eager' | 'lazy';
}

/** One course of the catalogue: its title links to the course page; the rest says whether it is for the reader. */
export function CourseCard({ course, coverLoading }: CourseCardProps) {
  const { t, languageName } = useCourseWords();
  const price = useFormatPrice(t('free'));
  return (
    <article className="course-card">
      <CourseCover coverImageUrl={course.coverImageUrl} place="card" loading={coverLoading} />
      <h3 className="course-card-title">
        <Link to="/courses/$courseId" params={{ courseId: course.courseId }}>
          {course.title}
        </Link>
      </h3>
      {course.subtitle && <p className="course-card-subtitle">{course.subtitle}</p>}
      <p className="course-card-creator">{t('by', { name: course.creatorName ?? t('unknownCreator') })}</p>
      <p className="course-card-rating">
        <CourseRating rating={course.rating} />
      </p>
      <ul className="course-facts" aria-label={course.title}>
        <li>{t(`level_${course.level}`)}</li>
        <li>{languageName(course.language)}</li>
        <li>{t('lessons', { count: course.lessonCount })}</li>
        <li>{t('minutes', { count: course.estimatedMinutes })}</li>
      </ul>
      {course.tags.length > 0 && (
        <ul className="course-tags">
          {course.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <p className="course-card-price">{price(course.priceCents, course.currency)}</p>
    </article>
  );
}
