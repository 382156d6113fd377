import { defineTranslation } from '../../../shared/i18n';
import type { quizPlayerMessages } from './quiz-player.messages';

export default defineTranslation<typeof quizPlayerMessages>({
  question: 'Pregunta {number}',
  yourAnswer: 'Tu respuesta',
  submit: 'Enviar respuestas',
  submitting: 'Calificando…',
  submitFailed: 'No se pudieron calificar tus respuestas',
  score: 'Puntuación: {score} %',
  passed: 'Aprobado (se necesita un {needed} %).',
  failed: 'Aún no aprobado (se necesita un {needed} %).',
  correct: 'Correcto',
  incorrect: 'Incorrecto',
  correctAnswer: 'Respuesta correcta: {answer}',
  explanation: 'Por qué: {text}',
  tryAgain: 'Intentar de nuevo',
  passingScore: 'Se aprueba con un {score} % o más.',
  yourNumber: 'Tu respuesta (un número)',
  yourNumberIn: 'Tu respuesta, en {unit}',
  numberHint: 'Por ejemplo 0,75, 0.75 o 3/4.',
  optionExplanation: '«{option}»: {text}',
  reviewLastAttempt: 'Revisar tu último intento ({score} %)',
  lastAttempt: 'Tu último intento',
});
