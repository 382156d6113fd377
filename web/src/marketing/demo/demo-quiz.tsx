import { useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../shared/i18n';
import { advance, answer, QUIZ_LENGTH, startQuiz, type Level, type QuizAnswer } from './adaptive-quiz';
import { demoMessages } from './demo.messages';
import { QuizResults } from './quiz-results';
import { quizItemMessages } from './quiz-items.messages';

/** The practice quiz: one question at a time, difficulty moving with each answer, each answer explained. */
export function DemoQuiz() {
  const t = useT(demoMessages);
  const items = useT(quizItemMessages);
  const [quiz, setQuiz] = useState(startQuiz);
  const [choice, setChoice] = useState<number | null>(null);
  const [missingChoice, setMissingChoice] = useState(false);
  const errorId = useId();
  const feedback = useRef<HTMLDivElement>(null);
  const question = useRef<HTMLLegendElement>(null);

  const levelName = (level: Level) => t(`level${level}`);
  // Inside a sentence a level takes the form and gender the sentence needs ("au niveau moyen", "nivel medio").
  const inSentence = (level: Level) => t(`levelName${level}`);

  const item = quiz.current;
  if (!item) {
    return (
      <QuizResults
        answers={quiz.answers}
        onRestart={() => {
          setQuiz(startQuiz());
          setChoice(null);
        }}
      />
    );
  }

  const last: QuizAnswer | undefined = quiz.answers.at(-1);
  const answered = last?.item.id === item.id ? last : undefined;
  const isFinal = quiz.answers.length >= QUIZ_LENGTH;

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answered) return;
    if (choice === null) {
      setMissingChoice(true);
      return;
    }
    setQuiz((state) => answer(state, choice));
    requestAnimationFrame(() => feedback.current?.focus());
  };

  const next = () => {
    setQuiz((state) => advance(state));
    setChoice(null);
    requestAnimationFrame(() => question.current?.focus());
  };

  const adaptation = (entry: QuizAnswer) => {
    if (entry.levelAfter > entry.levelBefore) return t('raised', { level: inSentence(entry.levelAfter) });
    if (entry.levelAfter < entry.levelBefore) return t('lowered', { level: inSentence(entry.levelAfter) });
    return entry.correct ? t('stayTop', { level: inSentence(entry.levelAfter) }) : t('stayBottom', { level: inSentence(entry.levelAfter) });
  };

  return (
    <form className="mk-panel mk-quiz" onSubmit={check} noValidate>
      <div className="mk-quiz-meta">
        <p>{t('questionOf', { n: quiz.answers.length + (answered ? 0 : 1), total: QUIZ_LENGTH })}</p>
        <p className="mk-level" data-level={item.level}>
          <span className="mk-level-bars" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t('difficulty', { level: levelName(item.level) })}
        </p>
      </div>
      <fieldset className="mk-quiz-question" aria-describedby={missingChoice ? errorId : undefined} disabled={answered !== undefined}>
        <legend ref={question} tabIndex={-1}>
          {items(`${item.id}Prompt`)}
        </legend>
        <div className="mk-options">
          {item.options.map((option, index) => {
            const state = answered ? (index === item.answer ? 'right' : index === answered.choice ? 'wrong' : undefined) : undefined;
            return (
              <label key={option} className="mk-option" data-state={state}>
                <input
                  type="radio"
                  name={`question-${item.id}`}
                  value={index}
                  checked={choice === index}
                  onChange={() => {
                    setChoice(index);
                    setMissingChoice(false);
                  }}
                />
                <span>{option}</span>
                {state === 'right' && <span className="mk-option-tag">{t('rightAnswer')}</span>}
                {state === 'wrong' && <span className="mk-option-tag">{t('yourAnswer')}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
      {missingChoice && (
        <p id={errorId} className="field-error">
          {t('chooseFirst')}
        </p>
      )}
      <div ref={feedback} className="mk-feedback" tabIndex={-1} aria-live="polite" data-correct={answered?.correct}>
        {answered && (
          <>
            <p className="mk-feedback-title">
              {answered.correct ? t('correct') : t('incorrect', { answer: item.options[item.answer] ?? '' })}
            </p>
            <p>{items(`${item.id}Explain`)}</p>
            {!isFinal && <p className="mk-feedback-next">{adaptation(answered)}</p>}
          </>
        )}
      </div>
      <div className="mk-actions">
        {answered ? (
          <button type="button" className="button" onClick={next}>
            {isFinal ? t('finish') : t('nextQuestion')}
          </button>
        ) : (
          <button type="submit" className="button">
            {t('check')}
          </button>
        )}
      </div>
    </form>
  );
}
