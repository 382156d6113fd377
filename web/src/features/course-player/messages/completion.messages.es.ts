import { defineTranslation } from '../../../shared/i18n';
import type { completionMessages } from './completion.messages';

export default defineTranslation<typeof completionMessages>({
  heading: 'Curso completado',
  finished: 'Has terminado {title}: todas las lecciones completadas, todos los cuestionarios aprobados.',
  xpLabel: 'XP por terminarlo',
  xpValue: '+{xp} XP',
  lessonsLabel: 'Lecciones completadas',
  quizzesLabel: 'Cuestionarios aprobados',
  skillsHeading: 'Habilidades que dominas',
  skillsLoading: 'Cargando tus habilidades…',
  skillsUnavailable: 'No se han podido cargar tus habilidades ahora mismo.',
  noSkillMastered: 'Aún no dominas ninguna habilidad de este curso: la práctica la afianza.',
  review: 'Conviene repasar: {skills}.',
  toProgress: 'Ver tu progreso',
  nextHeading: 'Y ahora',
  browse: 'Explorar el catálogo',
  myCourses: 'Mis cursos',
});
