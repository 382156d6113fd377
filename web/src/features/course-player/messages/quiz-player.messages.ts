import { defineMessages } from '../../../shared/i18n';

export const quizPlayerMessages = defineMessages({
  en: {
    question: 'Question {number}',
    yourAnswer: 'Your answer',
    submit: 'Submit answers',
    submitting: 'Grading…',
    submitFailed: 'Your answers could not be graded',
    score: 'Score: {score}%',
    passed: 'Passed (needs {needed}%).',
    failed: 'Not passed yet (needs {needed}%).',
    correct: 'Correct',
    incorrect: 'Incorrect',
    correctAnswer: 'Correct answer: {answer}',
    explanation: 'Why: {text}',
    tryAgain: 'Try again',
    passingScore: 'Pass with {score}% or more.',
    yourNumber: 'Your answer (a number)',
    yourNumberIn: 'Your answer, in {unit}',
    numberHint: 'Such as 0.75, 0,75 or 3/4.',
    optionExplanation: '“{option}”: {text}',
    reviewLastAttempt: 'Review your last attempt ({score}%)',
    lastAttempt: 'Your last attempt',
  },
  es: () => import('./quiz-player.messages.es'),
  fr: () => import('./quiz-player.messages.fr'),
});
