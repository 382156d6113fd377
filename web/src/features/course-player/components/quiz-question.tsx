import type { LearnerQuizItem, QuizAttemptResult } from '@pathwise/contracts';
import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import { quizPlayerMessages } from '../messages/quiz-player.messages';
import { NumericAnswerInput } from './numeric-answer-input';
// The question's look travels with it, to the placement test as to the player.
import '../player.css';

type Item = LearnerQuizItem;
type Feedback = QuizAttemptResult['items'][number];

export interface QuestionAnswer {
  optionIds: string[];
  text: string;
}

interface QuizQuestionProps {
  readonly item: Item;
  readonly number: number;
  readonly answer: QuestionAnswer;
  readonly onChange: (answer: QuestionAnswer) => void;
  /** Set once graded: the answer is then shown, locked, with whether it was right, the right answer and why. */
  readonly feedback: Feedback | undefined;
}

/** The right answer in words: the accepted texts, the expected number with its margin, or the right options. */
function correctAnswerOf(item: Item, key: Feedback['answerKey']): string {
  if (key.numeric) {
    const { value, tolerance, unit } = key.numeric;
    return [tolerance > 0 ? `${value} ± ${tolerance}` : String(value), unit].filter(Boolean).join(' ');
  }
  if (item.kind === 'short_answer') return key.acceptedAnswers.join(' / ');
  return item.options.filter((option) => key.correctOptionIds.includes(option.optionId)).map((option) => option.text).join(', ');
}

/** One question as a group of radios, checkboxes or a text box, and its feedback after grading. */
export function QuizQuestion({ item, number, answer, onChange, feedback }: QuizQuestionProps) {
  const t = useT(quizPlayerMessages);
  const name = useId();
  const locked = feedback !== undefined;
  const multiple = item.kind === 'multiple_choice';
  const correctAnswer = feedback ? correctAnswerOf(item, feedback.answerKey) : '';
  const optionText = new Map(item.options.map((option) => [option.optionId, option.text]));

  return (
    <fieldset className={`quiz-question${feedback ? (feedback.correct ? ' is-correct' : ' is-incorrect') : ''}`}>
      <legend>
        <span className="quiz-question-number">{t('question', { number })}</span> {item.prompt}
      </legend>
      {item.kind === 'short_answer' ? (
        <label className="field">
          <span className="field-label">{t('yourAnswer')}</span>
          <input className="input" maxLength={500} readOnly={locked} value={answer.text} onChange={(event) => onChange({ ...answer, text: event.target.value })} />
        </label>
      ) : item.kind === 'numeric' ? (
        <NumericAnswerInput unit={item.unit ?? ''} value={answer.text} locked={locked} onChange={(text) => onChange({ ...answer, text })} />
      ) : (
        item.options.map((option) => (
          <label key={option.optionId} className="checkbox-label quiz-option">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              disabled={locked}
              checked={answer.optionIds.includes(option.optionId)}
              onChange={(event) =>
                onChange({
                  ...answer,
                  optionIds: multiple
                    ? event.target.checked
                      ? [...answer.optionIds, option.optionId]
                      : answer.optionIds.filter((id) => id !== option.optionId)
                    : [option.optionId],
                })
              }
            />
            {option.text}
          </label>
        ))
      )}
      {feedback && (
        <div className="quiz-feedback">
          <p className="quiz-verdict">{feedback.correct ? `✓ ${t('correct')}` : `✗ ${t('incorrect')}`}</p>
          {!feedback.correct && correctAnswer && <p>{t('correctAnswer', { answer: correctAnswer })}</p>}
          {feedback.pickedOptionExplanations?.map(({ optionId, explanation }) => (
            <p key={optionId} className="quiz-option-explanation">
              {t('optionExplanation', { option: optionText.get(optionId) ?? '', text: explanation })}
            </p>
          ))}
          {feedback.explanation && <p>{t('explanation', { text: feedback.explanation })}</p>}
        </div>
      )}
    </fieldset>
  );
}
