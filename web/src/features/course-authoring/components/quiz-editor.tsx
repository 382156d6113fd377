import type { Quiz } from '@pathwise/contracts';
import { Fragment, useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { useAddQuiz } from '../api/add-quiz';
import { useEditQuiz } from '../api/edit-quiz';
import { useReviewAiDraft } from '../api/review-ai-draft';
import { useEditedCourse } from '../lib/editor-context';
import { draftFromQuiz, newItem, quizFields, quizFromDraft, type QuizDraft, type QuizField } from '../lib/quiz-draft';
import { useWriteForm } from '../lib/use-write-form';
import { contentMessages } from '../messages/content.messages';
import { quizMessages } from '../messages/quiz.messages';
import { AiDraftMarkView } from './ai-draft-mark';
import { AnswerKeyCorrection } from './answer-key-correction';
import { QuizItemEditor } from './quiz-item-editor';
import { WriteFeedback } from './write-feedback';

interface QuizEditorProps {
  readonly moduleId: string;
  /** The quiz being changed, or null for a new one. */
  readonly quiz: Quiz | null;
  readonly onClose: () => void;
  /** A new quiz was saved: the module shows it in its place, open, from now on. */
  readonly onAdded?: (id: string) => void;
}

/** A quiz and its questions, saved whole; on a published course each saved question's key can also be corrected. */
export function QuizEditor({ moduleId, quiz, onClose, onAdded }: QuizEditorProps) {
  const t = useT(quizMessages);
  const content = useT(contentMessages);
  const course = useEditedCourse();
  const add = useAddQuiz();
  const edit = useEditQuiz();
  const form = useWriteForm(quizFields);
  const [quizId, setQuizId] = useState<string | null>(quiz?.quizId ?? null);
  const [draft, setDraft] = useState<QuizDraft>(() => draftFromQuiz(quiz));
  const pending = add.isPending || edit.isPending;
  const published = course.publishedVersion !== null && quiz !== null;

  const review = useReviewAiDraft();
  // An AI mark names a question by its place in the saved quiz; a question changed in the form since has lost it.
  const [savedPlace, setSavedPlace] = useState<ReadonlyMap<string, number>>(() => placesOf(draft.items));
  const [editedIds, setEditedIds] = useState<ReadonlySet<string>>(() => new Set());
  const marks = course.aiDrafts.filter((mark) => mark.target.kind === 'quiz' && mark.target.quizId === quizId);
  const markOf = (itemId: string) => {
    const place = savedPlace.get(itemId);
    return editedIds.has(itemId) || place === undefined ? null : (marks.find((mark) => mark.index === place) ?? null);
  };
  const saved = (items: QuizDraft['items']) => () => {
    setSavedPlace(placesOf(items));
    setEditedIds(new Set());
  };

  const change = (patch: Partial<QuizDraft>, field: QuizField) => {
    setDraft((current) => ({ ...current, ...patch }));
    form.edited(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    form.start();
    const body = { courseId: course.courseId, expectedVersion: course.version, ...quizFromDraft(draft) };
    if (quizId) {
      edit.mutate({ ...body, quizId }, form.outcome(saved(draft.items)));
      return;
    }
    const newId = crypto.randomUUID();
    add.mutate({ ...body, moduleId, quizId: newId }, form.outcome(() => {
      setQuizId(newId);
      onAdded?.(newId);
    }));
  };

  return (
    <div className="editor-subform">
      <form className="form" noValidate onSubmit={submit} aria-busy={pending} aria-label={draft.title || content('addQuiz')}>
        <div className="form-row">
          <Field label={t('quizTitle')} error={form.errors.fieldErrors.title}>
            {(control) => <input {...control} ref={form.errors.register('title')} className="input" maxLength={120} value={draft.title} onChange={(event) => change({ title: event.target.value }, 'title')} />}
          </Field>
          <Field label={t('passingScore')} error={form.errors.fieldErrors.passingScore}>
            {(control) => <input {...control} ref={form.errors.register('passingScore')} className="input" type="number" min={0} max={100} value={draft.passingScore} onChange={(event) => change({ passingScore: event.target.value }, 'passingScore')} />}
          </Field>
        </div>
        <div role="group" aria-label={t('items')} className="editor-blocks">
          {draft.items.map((item, index) => {
            const mark = markOf(item.itemId);
            return (
              <Fragment key={item.itemId}>
                {mark && quizId && (
                  <AiDraftMarkView
                    mark={mark}
                    reviewing={review.isPending}
                    onReview={() => review.mutate({ courseId: course.courseId, target: { kind: 'quiz', quizId }, index: mark.index, expectedVersion: course.version })}
                  />
                )}
                <QuizItemEditor
                  item={item}
                  number={index + 1}
                  skills={course.skills}
                  canRemove={draft.items.length > 1}
                  onChange={(next) => {
                    setEditedIds((current) => new Set([...current, item.itemId]));
                    change({ items: draft.items.map((other) => (other.itemId === item.itemId ? next : other)) }, 'items');
                  }}
                  onRemove={() => change({ items: draft.items.filter((other) => other.itemId !== item.itemId) }, 'items')}
                />
              </Fragment>
            );
          })}
          {form.errors.fieldErrors.items && <p className="field-error">{form.errors.fieldErrors.items}</p>}
          <button type="button" className="button button-secondary" onClick={() => change({ items: [...draft.items, newItem()] }, 'items')}>
            {t('addItem')}
          </button>
        </div>
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={pending}>
            {t('saveQuiz')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {content('close')}
          </button>
        </div>
        <WriteFeedback status={form.status} formError={form.errors.formError} />
      </form>
      {published && quiz &&
        quiz.items.map((item, index) => <AnswerKeyCorrection key={item.itemId} quizId={quiz.quizId} item={item} number={index + 1} />)}
    </div>
  );
}

const placesOf = (items: QuizDraft['items']): ReadonlyMap<string, number> => new Map(items.map((item, index) => [item.itemId, index]));
