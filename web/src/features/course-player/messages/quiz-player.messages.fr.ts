import { defineTranslation } from '../../../shared/i18n';
import type { quizPlayerMessages } from './quiz-player.messages';

export default defineTranslation<typeof quizPlayerMessages>({
  question: 'Question {number}',
  yourAnswer: 'Votre réponse',
  submit: 'Envoyer les réponses',
  submitting: 'Correction…',
  submitFailed: 'Vos réponses n’ont pas pu être corrigées',
  score: 'Score : {score} %',
  passed: 'Réussi (il faut {needed} %).',
  failed: 'Pas encore réussi (il faut {needed} %).',
  correct: 'Correct',
  incorrect: 'Incorrect',
  correctAnswer: 'Bonne réponse : {answer}',
  explanation: 'Pourquoi : {text}',
  tryAgain: 'Réessayer',
  passingScore: 'Réussite à partir de {score} %.',
  yourNumber: 'Votre réponse (un nombre)',
  yourNumberIn: 'Votre réponse, en {unit}',
  numberHint: 'Par exemple 0,75, 0.75 ou 3/4.',
  optionExplanation: '« {option} » : {text}',
  reviewLastAttempt: 'Revoir votre dernière tentative ({score} %)',
  lastAttempt: 'Votre dernière tentative',
});
