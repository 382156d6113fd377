import { defineTranslation } from '../../shared/i18n';
import type { npsMessages } from './messages';

export default defineTranslation<typeof npsMessages>({
  heading: '¿Qué probabilidad hay de que recomiendes Pathwise?',
  intro: 'A un amigo o colega: elige un número del 0 al 10.',
  notLikely: 'Poco probable',
  veryLikely: 'Muy probable',
  scoreLabel: '{score} de 10',
  comment: '¿Cuál es el motivo principal de tu puntuación? (opcional)',
  commentHint: 'Hasta {max} caracteres.',
  send: 'Enviar',
  sending: 'Enviando…',
  notNow: 'Ahora no',
  pickScore: 'Primero elige un número del 0 al 10.',
  thanks: '¡Gracias! Tu respuesta nos ayuda a mejorar Pathwise.',
  couldNotSend: 'No se pudo enviar tu respuesta',
  couldNotDismiss: 'No se pudo cerrar la encuesta',
});
