import { defineTranslation } from '../../shared/i18n';
import type { platformMessages } from './platform.messages';

export default defineTranslation<typeof platformMessages>({
  overviewTitle: 'Actividad de la plataforma',
  overviewIntro: 'Directamente del registro de eventos: estas cifras cambian a medida que los estudiantes aprenden.',
  loadFailed: 'No se pudo cargar la actividad de la plataforma',
  refreshFailed: 'No se pudo actualizar la actividad de la plataforma',
  loading: 'Cargando la actividad de la plataforma…',
  totals: 'Totales de la plataforma',
  learners: 'Estudiantes',
  creators: 'Creadores',
  coursesPublished: 'Cursos publicados',
  learningEvents: 'Eventos de aprendizaje',
  lessonsCompleted: 'Lecciones completadas',
  quizAttempts: 'Intentos de cuestionario',
  emptyTitle: 'Todavía no hay actividad de aprendizaje',
  emptyBody: 'Cuando los estudiantes empiecen lecciones y hagan cuestionarios, su progreso aparecerá aquí en tiempo real.',
  chartCaption: 'Eventos de aprendizaje, últimos {days} días',
  chartSummary: 'Eventos de aprendizaje por día en los últimos {days} días: {total} en total.',
  chartSummaryPeak: 'Eventos de aprendizaje por día en los últimos {days} días: {total} en total, con el máximo el {day} ({count}).',
  barTitle: '{day}: {count} eventos de aprendizaje',
  tableCaption: 'Actividad de aprendizaje diaria',
  columnDay: 'Día',
});
