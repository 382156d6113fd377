import { NPS_COMMENT_MAX_LENGTH } from '@pathwise/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useAnswerNpsSurvey } from '../api/answer-nps-survey';
import { useDismissNpsSurvey } from '../api/dismiss-nps-survey';
import { useMyNpsSurvey } from '../api/get-my-nps-survey';
import { npsMessages } from '../messages';
import '../nps.css';

const scores = Array.from({ length: 11 }, (_, score) => score);

/**
 * "How likely are you to recommend Pathwise?", shown only when the server says it is time to ask. The scores are one
 * native radio group, so arrow keys move between them and a screen reader hears the question as its name.
 */
export function NpsSurveyCard() {
  const survey = useMyNpsSurvey();
  const answer = useAnswerNpsSurvey();
  if (answer.isSuccess) return <ThankYou />;
  if (!survey.data?.ask) return null;
  return <SurveyForm answer={answer} />;
}

function ThankYou() {
  const t = useT(npsMessages);
  return (
    <section className="card nps-card" aria-label={t('heading')}>
      <p role="status">{t('thanks')}</p>
    </section>
  );
}

function SurveyForm({ answer }: { readonly answer: ReturnType<typeof useAnswerNpsSurvey> }) {
  const t = useT(npsMessages);
  const { number } = useFormat();
  const dismiss = useDismissNpsSurvey();
  const headingId = useId();
  const commentId = useId();
  const hintId = useId();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missingScore, setMissingScore] = useState(false);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (score === null) return setMissingScore(true);
    const trimmed = comment.trim();
    answer.mutate({ score, ...(trimmed ? { comment: trimmed } : {}) });
  };

  return (
    <section className="card nps-card" aria-labelledby={headingId}>
      <form onSubmit={send} noValidate>
        <fieldset className="nps-scores" aria-describedby={missingScore ? `${headingId}-missing` : undefined}>
          <legend id={headingId} className="nps-question">
            {t('heading')}
          </legend>
          <p className="nps-intro">{t('intro')}</p>
          <div className="nps-scale" role="radiogroup" aria-labelledby={headingId} aria-describedby={`${headingId}-ends`}>
            {scores.map((value) => (
              <label key={value} className="nps-score">
                <input
                  type="radio"
                  name="nps-score"
                  value={value}
                  checked={score === value}
                  onChange={() => {
                    setScore(value);
                    setMissingScore(false);
                  }}
                  aria-label={t('scoreLabel', { score: number(value) })}
                />
                <span aria-hidden="true">{number(value)}</span>
              </label>
            ))}
          </div>
          <div id={`${headingId}-ends`} className="nps-ends">
            <span>{t('notLikely')}</span>
            <span>{t('veryLikely')}</span>
          </div>
          {missingScore && (
            <p id={`${headingId}-missing`} className="field-error" role="alert">
              {t('pickScore')}
            </p>
          )}
        </fieldset>
        <label htmlFor={commentId} className="nps-comment-label">
          {t('comment')}
        </label>
        <textarea
          id={commentId}
          className="input"
          rows={3}
          maxLength={NPS_COMMENT_MAX_LENGTH}
          value={comment}
          aria-describedby={hintId}
          onChange={(event) => setComment(event.target.value)}
        />
        <p id={hintId} className="nps-hint">
          {t('commentHint', { max: number(NPS_COMMENT_MAX_LENGTH) })}
        </p>
        {answer.isError && <QueryError title={t('couldNotSend')} error={answer.error} />}
        {dismiss.isError && <QueryError title={t('couldNotDismiss')} error={dismiss.error} />}
        <div className="nps-actions">
          <button type="submit" className="button button-primary" disabled={answer.isPending}>
            {answer.isPending ? t('sending') : t('send')}
          </button>
          <button type="button" className="button button-secondary" disabled={dismiss.isPending || answer.isPending} onClick={() => dismiss.mutate()}>
            {t('notNow')}
          </button>
        </div>
      </form>
    </section>
  );
}
