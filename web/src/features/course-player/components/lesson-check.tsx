import type { CheckAnswerResult, LearnerLessonBlock } from '@pathwise/contracts';
import { useState, type FormEvent } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useT } from '../../../shared/i18n';
import { useAnswerLessonCheck } from '../api/answer-lesson-check';
import { isBlankAnswer, submittedAnswer } from '../lib/question-answer';
import { playerMessages } from '../messages/player.messages';
import { QuizQuestion, type QuestionAnswer } from './quiz-question';

interface LessonCheckProps {
  readonly courseId: string;
  readonly lessonId: string;
  readonly block: Extract<LearnerLessonBlock, { kind: 'check' }>;
}

const blank: QuestionAnswer = { optionIds: [], text: '' };

/**
 * A check-yourself question inside the lesson: answered on the spot and graded on the server, which records it as
 * practice; the feedback comes at once, and the learner may try again as often as they like.
 */
export function LessonCheck({ courseId, lessonId, block }: LessonCheckProps) {
  const t = useT(playerMessages);
  const describeError = useDescribeError();
  const send = useAnswerLessonCheck();
  const [answer, setAnswer] = useState<QuestionAnswer>(blank);
  const [result, setResult] = useState<CheckAnswerResult | null>(null);
  const [blankTried, setBlankTried] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending || result) return;
    if (isBlankAnswer(block.item, answer)) {
      setBlankTried(true);
      return;
    }
    const { optionIds, text } = submittedAnswer(block.item, answer);
    send.mutate({ courseId, lessonId, itemId: block.item.itemId, answerId: crypto.randomUUID(), optionIds, text }, { onSuccess: setResult });
  };

  return (
    <section className="lesson-check" aria-label={t('checkYourself')}>
      <p className="lesson-check-label">{t('checkYourself')}</p>
      <form className="form" noValidate onSubmit={submit} aria-busy={send.isPending}>
        <QuizQuestion
          item={block.item}
          number={1}
          answer={answer}
          onChange={(next) => {
            setAnswer(next);
            setBlankTried(false);
          }}
          feedback={result ?? undefined}
        />
        {blankTried && (
          <p className="field-error" role="alert">
            {t('checkBlank')}
          </p>
        )}
        {send.isError && (
          <p className="form-alert" role="alert">
            {t('checkFailed')}: {describeError(send.error)}
          </p>
        )}
        <p role="status" className="sr-only">
          {result ? (result.correct ? t('checkRight') : t('checkWrong')) : ''}
        </p>
        <div className="form-actions">
          {result ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setResult(null);
                setAnswer(blank);
              }}
            >
              {t('checkAgain')}
            </button>
          ) : (
            <button type="submit" className="button" aria-disabled={send.isPending}>
              {t('checkAnswer')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
