import type { QuizItem } from '@pathwise/contracts';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { useCorrectAnswerKey } from '../api/correct-answer-key';
import { useEditedCourse } from '../lib/editor-context';
import { answerKeyFromDraft, itemDraftFrom, type ItemDraft } from '../lib/quiz-draft';
import { useWriteForm } from '../lib/use-write-form';
import { quizMessages } from '../messages/quiz.messages';
import { ChoiceOptionsEditor } from './choice-options-editor';
import { NumericAnswerEditor } from './numeric-answer-editor';
import { WriteFeedback } from './write-feedback';

const FIELDS = ['answerKey', 'reason'] as const;

interface AnswerKeyCorrectionProps {
  readonly quizId: string;
  readonly item: QuizItem;
  readonly number: number;
}

/** Fixes the key of one published question, with a reason; the server regrades past attempts through new events. */
export function AnswerKeyCorrection({ quizId, item, number }: AnswerKeyCorrectionProps) {
  const t = useT(quizMessages);
  const course = useEditedCourse();
  const correct = useCorrectAnswerKey();
  const form = useWriteForm(FIELDS);
  const [key, setKey] = useState<ItemDraft>(() => itemDraftFrom(item));
  const [reason, setReason] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (correct.isPending) return;
    form.start();
    correct.mutate({ courseId: course.courseId, quizId, itemId: item.itemId, answerKey: answerKeyFromDraft(key), reason, expectedVersion: course.version }, form.outcome(() => setReason('')));
  };

  return (
    <details className="answer-key-correction">
      <summary>
        {t('correctKey')} · {t('item', { number })}
      </summary>
      <form className="form" noValidate onSubmit={submit} aria-busy={correct.isPending}>
        <p className="field-hint">{t('correctKeyHint')}</p>
        <p>{item.prompt}</p>
        {key.kind === 'short_answer' ? (
          <Field label={t('acceptedAnswers')} hint={t('acceptedHint')} error={form.errors.fieldErrors.answerKey}>
            {(control) => <textarea {...control} className="input" rows={3} value={key.acceptedAnswers} onChange={(event) => setKey({ ...key, acceptedAnswers: event.target.value })} />}
          </Field>
        ) : key.kind === 'numeric' ? (
          <NumericAnswerEditor numeric={key.numeric} error={form.errors.fieldErrors.answerKey} onChange={(numeric) => {
            setKey({ ...key, numeric });
            form.edited('answerKey');
          }} />
        ) : (
          // Only which options are right may change here: their texts are what learners answered.
          <ChoiceOptionsEditor withExplanations={false} item={{ ...key, kind: key.kind === 'multiple_choice' ? 'multiple_choice' : 'true_false' }} onChange={(patch) => setKey({ ...key, correctOptionIds: patch.correctOptionIds ?? key.correctOptionIds })} />
        )}
        <Field label={t('reason')} error={form.errors.fieldErrors.reason}>
          {(control) => <input {...control} ref={form.errors.register('reason')} className="input" maxLength={500} required value={reason} onChange={(event) => {
            setReason(event.target.value);
            form.edited('reason');
          }} />}
        </Field>
        <button type="submit" className="button" aria-disabled={correct.isPending}>
          {t('applyCorrection')}
        </button>
        {form.status === 'saved' && <p className="form-status">{t('corrected')}</p>}
        <WriteFeedback status={form.status === 'saved' ? 'idle' : form.status} formError={form.errors.formError} />
      </form>
    </details>
  );
}
