import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { Pager } from '../../../shared/ui/pager';
import { QueryError } from '../../../shared/ui/query-error';
import { REVIEWS_PAGE_SIZE, useCourseReviews } from '../api/get-course-reviews';
import { reviewsMessages } from '../messages/reviews.messages';
import { CourseRating } from './course-rating';
import { RatingForm, type RatingNotice } from './rating-form';
import { ReviewItem } from './review-item';

/**
 * The course page's ratings and reviews: the average, the reader's own rating when they finished the course, and the
 * reviews newest first with the creator's replies, a page at a time. Read after the page (not rendered on the
 * server): the average the server renders is on the course itself.
 */
export function CourseReviews({ courseId }: { readonly courseId: string }) {
  const t = useT(reviewsMessages);
  const [page, setPage] = useState(1);
  const reviews = useCourseReviews(courseId, page);
  const [notice, setNotice] = useState<RatingNotice | null>(null);

  return (
    <section className="course-section course-reviews" aria-labelledby="course-reviews-heading" aria-busy={reviews.isFetching}>
      <h2 id="course-reviews-heading">{t('heading')}</h2>
      {reviews.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : reviews.isError ? (
        <QueryError title={t('couldNotLoad')} error={reviews.error} onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />
      ) : (
        <>
          <p className="course-reviews-summary">
            <CourseRating rating={reviews.data.rating} />
          </p>
          {reviews.data.viewer.mayRate ? (
            // Keyed by the stored rating, so the form starts again from it once a change or withdrawal is read back.
            <RatingForm
              key={JSON.stringify(reviews.data.viewer.myRating)}
              courseId={courseId}
              mine={reviews.data.viewer.myRating}
              notice={notice}
              onNotice={setNotice}
            />
          ) : (
            !reviews.data.viewer.mayReply && <p className="course-reviews-hint">{t('finishToRate')}</p>
          )}
          {reviews.data.reviews.length === 0 ? (
            <p className="course-reviews-empty">{t('empty')}</p>
          ) : (
            <ol className="review-list" aria-label={t('reviews')}>
              {reviews.data.reviews.map((review) => (
                <ReviewItem key={review.learnerId} courseId={courseId} review={review} mayReply={reviews.data.viewer.mayReply} />
              ))}
            </ol>
          )}
          {reviews.data.total > REVIEWS_PAGE_SIZE && (
            <Pager
              label={t('pagination')}
              summary={t('pageSummary', { page, pages: Math.ceil(reviews.data.total / REVIEWS_PAGE_SIZE) })}
              page={page}
              pages={Math.ceil(reviews.data.total / REVIEWS_PAGE_SIZE)}
              previousLabel={t('previous')}
              nextLabel={t('next')}
              onPage={setPage}
            />
          )}
        </>
      )}
    </section>
  );
}
