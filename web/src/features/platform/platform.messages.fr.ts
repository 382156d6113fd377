import { defineTranslation } from '../../shared/i18n';
import type { platformMessages } from './platform.messages';

export default defineTranslation<typeof platformMessages>({
  overviewTitle: 'Activité de la plateforme',
  overviewIntro: 'Tout droit du journal d’événements : ces chiffres évoluent au fil de l’apprentissage.',
  loadFailed: 'Impossible de charger l’activité de la plateforme',
  refreshFailed: 'Impossible d’actualiser l’activité de la plateforme',
  loading: 'Chargement de l’activité de la plateforme…',
  totals: 'Totaux de la plateforme',
  learners: 'Apprenants',
  creators: 'Créateurs',
  coursesPublished: 'Cours publiés',
  learningEvents: 'Événements d’apprentissage',
  lessonsCompleted: 'Leçons terminées',
  quizAttempts: 'Tentatives de quiz',
  emptyTitle: 'Aucune activité d’apprentissage pour l’instant',
  emptyBody: 'Dès que des apprenants commenceront des leçons et passeront des quiz, leur progression s’affichera ici en direct.',
  chartCaption: 'Événements d’apprentissage, {days} derniers jours',
  chartSummary: 'Événements d’apprentissage par jour sur les {days} derniers jours : {total} au total.',
  chartSummaryPeak: 'Événements d’apprentissage par jour sur les {days} derniers jours : {total} au total, avec un pic le {day} ({count}).',
  barTitle: '{day} : {count} événements d’apprentissage',
  tableCaption: 'Activité d’apprentissage quotidienne',
  columnDay: 'Jour',
});
