import type { QuizAttemptResult } from '@pathwise/contracts';
import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import type { PlayerQuiz } from '../lib/player-steps';
import { quizPlayerMessages } from '../messages/quiz-player.messages';
// The question's look travels with it, to the placement test as to the player.
import '../player.css';

type Item = PlayerQuiz['items'][number];
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

/** One question as a group of radios, checkboxes or a text box, and its feedback after grading. */
export function QuizQuestion({ item, number, answer, onChange, feedback }: QuizQuestionProps) {
  const t = useT(quizPlayerMessages);
  const name = useId();
  const locked = feedback !== undefined;
  const multiple = item.kind === 'multiple_choice';
  const correctAnswer = feedback
    ? item.kind === 'short_answer'
      ? feedback.answerKey.acceptedAnswers.join(' / ')
      : item.options.filter((option) => feedback.answerKey.correctOptionIds.includes(option.optionId)).map((option) => option.text).join(', ')
    : '';

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
          {feedback.explanation && <p>{t('explanation', { text: feedback.explanation })}</p>}
        </div>
      )}
    </fieldset>
  );
}
