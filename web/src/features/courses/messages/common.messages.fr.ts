import { defineTranslation } from '../../../shared/i18n';
import type { courseCommonMessages } from './common.messages';

export default defineTranslation<typeof courseCommonMessages>({
  level_beginner: 'Débutant',
  level_intermediate: 'Intermédiaire',
  level_advanced: 'Avancé',
  language_en: 'Anglais',
  language_es: 'Espagnol',
  language_fr: 'Français',
  status_draft: 'Brouillon',
  status_published: 'Publié',
  status_archived: 'Archivé',
  free: 'Gratuit',
  by: 'par {name}',
  unknownCreator: 'un créateur sans nom',
  lessons: '{count, plural, one {# leçon} other {# leçons}}',
  minutes: '{count} min',
  learners: '{count, plural, one {# apprenant} other {# apprenants}}',
  loading: 'Chargement…',
  averageRating: 'Note moyenne :',
  ratingSummary: '{average} · {count, plural, one {# note} other {# notes}}',
  noRatings: 'Pas encore de note',
  starsOutOfFive: '{rating} étoiles sur 5',
});
