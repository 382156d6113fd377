import { defineTranslation } from '../../shared/i18n';
import type { aiAssistantMessages } from './messages';

export default defineTranslation<typeof aiAssistantMessages>({
  title: 'Assistant du cours',
  intro: 'Posez une question sur un cours auquel vous êtes inscrit. Les réponses viennent des leçons du cours, chacune en lien ; quand les leçons ne le disent pas, l’assistant vous le dit au lieu de deviner.',
  loadingCourses: 'Chargement de vos cours…',
  coursesCouldNotLoad: 'Impossible de charger vos cours',
  noCoursesTitle: 'Aucun cours à interroger pour l’instant',
  noCoursesBody: 'Inscrivez-vous à un cours, puis interrogez son assistant sur tout ce que ses leçons enseignent.',
  browseCourses: 'Parcourir les cours',
  course: 'Cours',
  question: 'Votre question',
  questionHint: 'Ctrl+Entrée ou ⌘+Entrée l’envoie.',
  questionMissing: 'Posez une question de quelques mots',
  questionTooLong: '{max} caractères au plus',
  ask: 'Demander',
  asking: 'Recherche dans les leçons…',
  couldNotAnswer: 'L’assistant n’a pas pu répondre',
  conversation: 'Questions et réponses',
  you: 'Vous avez demandé, sur {course}',
  answer: 'Réponse',
  notCovered: 'Ce cours ne le traite pas',
  sources: 'D’après les leçons',
  openLesson: '{lesson} ({module})',
  unsupported: 'Les leçons n’appuient pas ces phrases ; vérifiez-les avant de vous y fier :',
  byModel: 'Rédigée par {model} à partir de passages des leçons · {credits, plural, one {# crédit} other {# crédits}}',
  byLessons: 'Citée des leçons',
});
