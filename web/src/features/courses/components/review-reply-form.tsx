import { courseReviewLimits } from '@pathwise/contracts';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { Field } from '../../../shared/ui/field';
import { useEditReviewReply } from '../api/edit-review-reply';
import { useReplyToReview } from '../api/reply-to-review';
import { reviewsMessages } from '../messages/reviews.messages';

const FIELDS = ['reply'] as const;

interface ReviewReplyFormProps {
  readonly courseId: string;
  readonly learnerId: string;
  readonly learnerName: string;
  /** The reply given already, which this form edits; null for the first reply. */
  readonly current: string | null;
  readonly onDone: () => void;
}

/** The creator's reply to one review: the first one posted, later ones edit it (the server takes one per review). */
export function ReviewReplyForm({ courseId, learnerId, learnerName, current, onDone }: ReviewReplyFormProps) {
  const t = useT(reviewsMessages);
  const [text, setText] = useState(current ?? '');
  const post = useReplyToReview(courseId, learnerId);
  const edit = useEditReviewReply(courseId, learnerId);
  const send = current === null ? post : edit;
  const errors = useFormErrors(FIELDS);
  const max = courseReviewLimits.textMax;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const reply = text.trim();
    if (reply === '' || reply.length > max) {
      errors.show({ reply: reply === '' ? t('replyMissing') : t('replyTooLong', { max }) });
      return;
    }
    errors.clear();
    send.mutate({ reply }, { onSuccess: onDone, onError: (error) => errors.showRequestError(error) });
  };

  return (
    <form className="form review-reply-form" noValidate onSubmit={submit} aria-busy={send.isPending}>
      {errors.formError && (
        <p className="form-alert" role="alert">
          {errors.formError}
        </p>
      )}
      <Field label={t('yourReply', { name: learnerName })} error={errors.fieldErrors.reply}>
        {(control) => (
          <textarea
            {...control}
            ref={errors.register('reply')}
            className="input rating-form-review"
            name="reply"
            rows={3}
            maxLength={max}
            value={text}
            autoFocus
            onChange={(event) => {
              setText(event.target.value);
              errors.clear('reply');
            }}
          />
        )}
      </Field>
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={send.isPending}>
          {send.isPending ? t('saving') : current === null ? t('postReply') : t('saveReply')}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
