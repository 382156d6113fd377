import { defineTranslation } from '../../../../shared/i18n';
import type { paletteMessages } from './messages';

export default defineTranslation<typeof paletteMessages>({
  title: 'Palette de commandes',
  searchLabel: 'Rechercher des pages',
  placeholder: 'Rechercher des pages…',
  results: 'Résultats',
  noResults: 'Aucune page ne correspond.',
  resultCount: '{count, plural, one {# résultat} other {# résultats}}',
  instructions: '↑ ↓ pour se déplacer, Entrée pour ouvrir, Échap pour fermer',
  close: 'Fermer',
  dashboard: 'Tableau de bord',
  dashboardSubtitle: 'Votre vue d’ensemble',
  dashboardKeywords: 'accueil, vue d’ensemble, démarrer, statistiques',
  myCourses: 'Mes cours',
  myCoursesSubtitle: 'Les cours que vous suivez ou donnez',
  myCoursesKeywords: 'apprentissage, bibliothèque, inscrit, classes',
  createCourse: 'Créer un cours',
  createCourseSubtitle: 'Commencer un nouveau cours',
  createCourseKeywords: 'nouveau, auteur, construire, écrire, formateur',
  recentSubtitle: 'Récent : {path}',
  recentKeywords: 'récent, historique, visité',
});
