import { defineTranslation } from '../../../../shared/i18n';
import type { paletteMessages } from './messages';

export default defineTranslation<typeof paletteMessages>({
  title: 'Paleta de comandos',
  searchLabel: 'Buscar páginas',
  placeholder: 'Buscar páginas…',
  results: 'Resultados',
  noResults: 'Ninguna página coincide.',
  resultCount: '{count, plural, one {# resultado} other {# resultados}}',
  instructions: '↑ ↓ para moverse, Intro para abrir, Esc para cerrar',
  close: 'Cerrar',
  dashboard: 'Panel',
  dashboardSubtitle: 'Tu resumen',
  dashboardKeywords: 'inicio, resumen, empezar, estadísticas',
  myCourses: 'Mis cursos',
  myCoursesSubtitle: 'Cursos que estudias o impartes',
  myCoursesKeywords: 'aprendizaje, biblioteca, inscrito, clases',
  createCourse: 'Crear curso',
  createCourseSubtitle: 'Empieza un curso nuevo',
  createCourseKeywords: 'nuevo, autor, construir, escribir, instructor',
  recentSubtitle: 'Reciente: {path}',
  recentKeywords: 'reciente, historial, visitado',
});
