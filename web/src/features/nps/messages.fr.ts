import { defineTranslation } from '../../shared/i18n';
import type { npsMessages } from './messages';

export default defineTranslation<typeof npsMessages>({
  heading: 'Quelle est la probabilité que vous recommandiez Pathwise ?',
  intro: 'À un ami ou un collègue : choisissez un nombre de 0 à 10.',
  notLikely: 'Peu probable',
  veryLikely: 'Très probable',
  scoreLabel: '{score} sur 10',
  comment: 'Quelle est la raison principale de votre note ? (facultatif)',
  commentHint: 'Jusqu’à {max} caractères.',
  send: 'Envoyer',
  sending: 'Envoi…',
  notNow: 'Pas maintenant',
  pickScore: 'Choisissez d’abord un nombre de 0 à 10.',
  thanks: 'Merci ! Votre réponse nous aide à améliorer Pathwise.',
  couldNotSend: 'Votre réponse n’a pas pu être envoyée',
  couldNotDismiss: 'L’enquête n’a pas pu être fermée',
});
