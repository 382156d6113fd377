import type { PlacementTestResponse } from '@pathwise/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useT } from '../../../shared/i18n';
// The quiz player's question alone, so the test asks its items exactly as the course's quizzes do.
import { isBlankAnswer, QuizQuestion, submittedAnswer, type QuestionAnswer } from '../../course-player';
import { useAnswerPlacementItem } from '../api/answer-placement-item';
import { placementMessages } from '../messages/placement.messages';

type PlacementItem = NonNullable<PlacementTestResponse['item']>;

interface PlacementItemFormProps {
  readonly testId: string;
  readonly item: PlacementItem;
  /** The question's number in the test, from 1. */
  readonly number: number;
}

/** The item the test asks now, answered and sent on its own; the server grades it and picks the next. */
export function PlacementItemForm({ testId, item, number }: PlacementItemFormProps) {
  const t = useT(placementMessages);
  const describeError = useDescribeError();
  const send = useAnswerPlacementItem();
  const [answer, setAnswer] = useState<QuestionAnswer>({ optionIds: [], text: '' });
  const [blankTried, setBlankTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Each new item takes the focus, so a keyboard user answers on without hunting for it.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    if (isBlankAnswer(item, answer)) {
      setBlankTried(true);
      return;
    }
    send.mutate({ testId, ...submittedAnswer(item, answer) });
  };

  return (
    <form ref={formRef} className="form placement-item" noValidate onSubmit={submit} aria-busy={send.isPending}>
      <QuizQuestion
        item={item}
        number={number}
        answer={answer}
        onChange={(next) => {
          setAnswer(next);
          setBlankTried(false);
        }}
        feedback={undefined}
      />
      {blankTried && (
        <p className="field-error" role="alert">
          {t('chooseFirst')}
        </p>
      )}
      {send.isError && (
        <p className="form-alert" role="alert">
          {t('submitFailed')}: {describeError(send.error)}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={send.isPending}>
          {send.isPending ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
