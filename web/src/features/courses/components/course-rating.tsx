import type { CourseRatingSummary } from '@pathwise/contracts';
import { useFormat } from '../../../shared/i18n';
import { useCourseWords } from '../lib/use-course-words';

/** Five stars, the first `rating` filled, read as one image ("4 out of 5 stars"). */
export function RatingStars({ rating }: { readonly rating: number }) {
  const { t } = useCourseWords();
  return (
    <span className="rating-stars-shown" role="img" aria-label={t('starsOutOfFive', { rating })}>
      <span className="rating-stars-filled">{'★'.repeat(rating)}</span>
      {'☆'.repeat(5 - rating)}
    </span>
  );
}

/** A course's average to one decimal and its count ("4.6 · 12 ratings"), in the reader's language and number style. */
export function CourseRating({ rating, className = 'course-rating' }: { readonly rating: CourseRatingSummary; readonly className?: string }) {
  const { t } = useCourseWords();
  const format = useFormat();
  if (rating.average === null || rating.count === 0) return <span className={className}>{t('noRatings')}</span>;
  const average = format.number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className={className}>
      <span className="course-rating-star" aria-hidden="true">
        ★
      </span>
      <span className="sr-only">{t('averageRating')} </span>
      {t('ratingSummary', { average, count: rating.count })}
    </span>
  );
}
