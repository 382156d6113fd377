import { defineTranslation } from '../../../shared/i18n';
import type { courseCommonMessages } from './common.messages';

export default defineTranslation<typeof courseCommonMessages>({
  level_beginner: 'Principiante',
  level_intermediate: 'Intermedio',
  level_advanced: 'Avanzado',
  language_en: 'Inglés',
  language_es: 'Español',
  language_fr: 'Francés',
  status_draft: 'Borrador',
  status_published: 'Publicado',
  status_archived: 'Archivado',
  free: 'Gratis',
  by: 'por {name}',
  unknownCreator: 'un creador sin nombre',
  lessons: '{count, plural, one {# lección} other {# lecciones}}',
  minutes: '{count} min',
  learners: '{count, plural, one {# estudiante} other {# estudiantes}}',
  loading: 'Cargando…',
  averageRating: 'Valoración media:',
  ratingSummary: '{average} · {count, plural, one {# valoración} other {# valoraciones}}',
  noRatings: 'Aún sin valoraciones',
  starsOutOfFive: '{rating} de 5 estrellas',
});
