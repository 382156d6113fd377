import { courseReviewLimits, type CourseReviewsViewer } from '@pathwise/contracts';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { Field } from '../../../shared/ui/field';
import { useRateCourse } from '../api/rate-course';
import { useWithdrawCourseRating } from '../api/withdraw-course-rating';
import { reviewsMessages } from '../messages/reviews.messages';

const FIELDS = ['rating', 'review'] as const;
const STARS = [1, 2, 3, 4, 5] as const;

/** What the last rating action did, said under the form. */
export type RatingNotice = 'saved' | 'withdrawn';

interface RatingFormProps {
  readonly courseId: string;
  /** The reader's rating as stored: the form starts from it, to change or withdraw. */
  readonly mine: CourseReviewsViewer['myRating'];
  /**
   * Kept by the page, not the form: the form starts again from the stored rating once the change is read back, and
   * the notice must outlive that.
   */
  readonly notice: RatingNotice | null;
  readonly onNotice: (notice: RatingNotice | null) => void;
}

/**
 * A learner's rating of a course they finished: five stars as one radio group (arrow keys move between them), an
 * optional review, and the withdrawal of a rating already given.
 */
export function RatingForm({ courseId, mine, notice, onNotice }: RatingFormProps) {
  const t = useT(reviewsMessages);
  const [rating, setRating] = useState<number | null>(mine?.rating ?? null);
  const [review, setReview] = useState(mine?.review ?? '');
  const rate = useRateCourse(courseId);
  const withdraw = useWithdrawCourseRating(courseId);
  const errors = useFormErrors(FIELDS);
  const busy = rate.isPending || withdraw.isPending;
  const max = courseReviewLimits.textMax;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const text = review.trim();
    if (rating === null || text.length > max) {
      errors.show({ ...(rating === null ? { rating: t('chooseStars') } : {}), ...(text.length > max ? { review: t('reviewTooLong', { max }) } : {}) });
      return;
    }
    errors.clear();
    onNotice(null);
    rate.mutate({ rating, review: text === '' ? null : text }, { onSuccess: () => onNotice('saved'), onError: (error) => errors.showRequestError(error) });
  };

  const takeBack = () => {
    if (busy) return;
    errors.clear();
    onNotice(null);
    withdraw.mutate(undefined, { onSuccess: () => onNotice('withdrawn'), onError: (error) => errors.showRequestError(error) });
  };

  const ratingError = errors.fieldErrors.rating;
  return (
    <form className="form rating-form" noValidate onSubmit={submit} aria-busy={busy} aria-labelledby="rating-form-heading">
      <h3 id="rating-form-heading">{t('rateHeading')}</h3>
      {errors.formError && (
        <p className="form-alert" role="alert">
          {errors.formError}
        </p>
      )}
      <fieldset className="rating-input" aria-describedby={ratingError ? 'rating-input-error' : undefined}>
        <legend className="field-label">{t('yourRating')}</legend>
        <div className="rating-input-stars">
          {STARS.map((value) => (
            <label key={value} className={rating !== null && value <= rating ? 'rating-input-star is-filled' : 'rating-input-star'}>
              <input
                ref={value === (rating ?? 1) ? errors.register('rating') : undefined}
                className="sr-only"
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  errors.clear('rating');
                }}
              />
              <span aria-hidden="true">★</span>
              <span className="sr-only">{t('star', { count: value })}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id="rating-input-error" className="field-error">
            {ratingError}
          </p>
        )}
      </fieldset>
      <Field label={t('review')} hint={t('reviewHint', { max })} error={errors.fieldErrors.review}>
        {(control) => (
          <textarea
            {...control}
            ref={errors.register('review')}
            className="input rating-form-review"
            name="review"
            rows={4}
            maxLength={max}
            value={review}
            onChange={(event) => {
              setReview(event.target.value);
              errors.clear('review');
            }}
          />
        )}
      </Field>
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={busy}>
          {rate.isPending ? t('saving') : mine ? t('update') : t('submit')}
        </button>
        {mine && (
          <button type="button" className="button button-secondary" aria-disabled={busy} onClick={takeBack}>
            {withdraw.isPending ? t('withdrawing') : t('withdraw')}
          </button>
        )}
      </div>
      {notice && (
        <p className="form-status" role="status">
          {t(notice)}
        </p>
      )}
    </form>
  );
}
