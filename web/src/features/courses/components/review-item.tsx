import type { CourseReview } from '@pathwise/contracts';
import { useState } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { reviewsMessages } from '../messages/reviews.messages';
import { RatingStars } from './course-rating';
import { ReviewReplyForm } from './review-reply-form';

interface ReviewItemProps {
  readonly courseId: string;
  readonly review: CourseReview;
  /** The reader is the course's creator: they reply, once, and edit the reply. */
  readonly mayReply: boolean;
}

/** One learner's rating and review, with the creator's reply beneath it. */
export function ReviewItem({ courseId, review, mayReply }: ReviewItemProps) {
  const t = useT(reviewsMessages);
  const format = useFormat();
  const [replying, setReplying] = useState(false);
  const name = review.learnerName ?? t('anonymousLearner');

  return (
    <li className="review">
      <p className="review-header">
        <span className="review-author">{name}</span>
        <RatingStars rating={review.rating} />
        <time className="review-date" dateTime={review.ratedAt}>
          {format.date(review.ratedAt)}
        </time>
      </p>
      {review.review && <p className="review-text">{review.review}</p>}
      {review.reply && !replying && (
        <div className="review-reply">
          <p className="review-reply-heading">
            {t('creatorReply')} {review.reply.editedAt && <span className="review-edited">{t('edited')}</span>}
          </p>
          <p className="review-text">{review.reply.text}</p>
        </div>
      )}
      {mayReply &&
        (replying ? (
          <ReviewReplyForm courseId={courseId} learnerId={review.learnerId} learnerName={name} current={review.reply?.text ?? null} onDone={() => setReplying(false)} />
        ) : (
          <button type="button" className="button button-secondary review-reply-toggle" onClick={() => setReplying(true)}>
            {review.reply ? t('editReply') : t('reply')}
          </button>
        ))}
    </li>
  );
}
