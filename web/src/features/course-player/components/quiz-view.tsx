import type { PastQuizAttempt, QuizAttemptResult } from '@pathwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useT } from '../../../shared/i18n';
import { quizAttemptsQueryKey, useQuizAttempts } from '../api/get-quiz-attempts';
import { useSubmitQuizAttempt } from '../api/submit-quiz-attempt';
import { deviceType } from '../lib/device-type';
import type { PlayerQuiz } from '../lib/player-steps';
import { submittedAnswer } from '../lib/question-answer';
import { quizPlayerMessages } from '../messages/quiz-player.messages';
import { QuizQuestion, type QuestionAnswer } from './quiz-question';
import { primaryAction } from '../../../shared/notice-placement';

const blank: QuestionAnswer = { optionIds: [], text: '' };

/** A past attempt's answers, as the questions show them. */
const answersOf = (attempt: PastQuizAttempt): Record<string, QuestionAnswer> =>
  Object.fromEntries(attempt.items.map((item) => [item.itemId, item.answer ? { optionIds: item.answer.optionIds, text: item.answer.text ?? '' } : blank]));

/**
 * A quiz: answer every question, submit, and see at once, per question, whether it was right, the right answer and
 * why, with the score. The server grades and records the quiz_attempt event itself. A learner who comes back can
 * review their last attempt the same way, with the answers they gave.
 */
export function QuizView({ courseId, quiz, onGraded }: { readonly courseId: string; readonly quiz: PlayerQuiz; readonly onGraded: (result: QuizAttemptResult) => void }) {
  const t = useT(quizPlayerMessages);
  const describeError = useDescribeError();
  const submit = useSubmitQuizAttempt();
  const queryClient = useQueryClient();
  const lastAttempt = useQuizAttempts(courseId, quiz.quizId).data?.attempts[0];
  const [answers, setAnswers] = useState<Record<string, QuestionAnswer>>({});
  const [result, setResult] = useState<QuizAttemptResult | null>(null);
  const [reviewing, setReviewing] = useState<PastQuizAttempt | null>(null);
  const graded = result ?? reviewing;
  const shownAnswers = reviewing && !result ? answersOf(reviewing) : answers;
  // When the quiz opened, for the attempt's timeSpent; set after rendering, which stays pure.
  const startedAt = useRef<number | null>(null);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  const scoreRef = useRef<HTMLDivElement>(null);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending || graded) return;
    submit.mutate(
      {
        courseId,
        quizId: quiz.quizId,
        attemptId: crypto.randomUUID(),
        answers: quiz.items.map((item) => submittedAnswer(item, answers[item.itemId] ?? blank)),
        timeSpent: Math.min(86_400, Math.round((Date.now() - (startedAt.current ?? Date.now())) / 1000)),
        deviceType: deviceType(),
      },
      {
        onSuccess: (attempt) => {
          setResult(attempt);
          onGraded(attempt);
          void queryClient.invalidateQueries({ queryKey: quizAttemptsQueryKey(courseId, quiz.quizId) });
          // The score comes first for a screen reader and a keyboard user, above the per-question feedback.
          requestAnimationFrame(() => scoreRef.current?.focus());
        },
      },
    );
  };

  const review = (attempt: PastQuizAttempt) => {
    setReviewing(attempt);
    requestAnimationFrame(() => scoreRef.current?.focus());
  };

  const again = () => {
    setResult(null);
    setReviewing(null);
    setAnswers({});
    startedAt.current = Date.now();
  };

  const feedback = new Map<string, QuizAttemptResult['items'][number]>(graded?.items.map((item) => [item.itemId, item]));

  return (
    <article className="quiz-view" aria-labelledby="player-step-heading">
      <h2 id="player-step-heading" tabIndex={-1}>
        {quiz.title}
      </h2>
      <p className="field-hint">{t('passingScore', { score: quiz.passingScore })}</p>
      {!graded && lastAttempt && (
        <p>
          <button type="button" className="button button-secondary" onClick={() => review(lastAttempt)}>
            {t('reviewLastAttempt', { score: Math.round(lastAttempt.score) })}
          </button>
        </p>
      )}
      {graded && (
        <div className="quiz-score" ref={scoreRef} tabIndex={-1} role="status">
          {reviewing && !result && <p>{t('lastAttempt')}</p>}
          <p className="quiz-score-value">{t('score', { score: Math.round(graded.score) })}</p>
          <p>{graded.passed ? t('passed', { needed: quiz.passingScore }) : t('failed', { needed: quiz.passingScore })}</p>
        </div>
      )}
      <form className="form" noValidate onSubmit={send} aria-busy={submit.isPending}>
        {quiz.items.map((item, index) => (
          <QuizQuestion
            key={item.itemId}
            item={item}
            number={index + 1}
            answer={shownAnswers[item.itemId] ?? blank}
            onChange={(answer) => setAnswers((current) => ({ ...current, [item.itemId]: answer }))}
            feedback={feedback.get(item.itemId)}
          />
        ))}
        {submit.isError && (
          <p className="form-alert" role="alert">
            {t('submitFailed')}: {describeError(submit.error)}
          </p>
        )}
        <div className="form-actions">
          {graded ? (
            <button type="button" className="button button-secondary" onClick={again}>
              {t('tryAgain')}
            </button>
          ) : (
            <button type="submit" className="button" {...primaryAction} aria-disabled={submit.isPending}>
              {submit.isPending ? t('submitting') : t('submit')}
            </button>
          )}
        </div>
      </form>
    </article>
  );
}
