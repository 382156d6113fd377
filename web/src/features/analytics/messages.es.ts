import { defineTranslation } from '../../shared/i18n';
import type { reportsMessages } from './messages';

export default defineTranslation<typeof reportsMessages>({
  title: 'Informes',
  intro: 'Descarga lo que hicieron tus estudiantes en cada uno de tus cursos, como hoja de cálculo (CSV) o PDF para imprimir. Los informes están redactados en tu idioma.',
  loading: 'Cargando tus cursos…',
  couldNotLoad: 'No se pudieron cargar tus cursos',
  none: 'Todavía no tienes cursos. Los informes aparecerán aquí cuando crees uno.',
  createCourse: 'Crear un curso',
  report_progress: 'Progreso por estudiante',
  report_progress_hint: 'Lecciones empezadas y completadas, intentos de cuestionario, mejor nota, tiempo dedicado, última actividad y cuándo terminaron.',
  'report_quiz-results': 'Resultados de los cuestionarios',
  'report_quiz-results_hint': 'Para cada estudiante y cuestionario: intentos, mejor y última nota, y si aprobó.',
  report_certificates: 'Certificados',
  report_certificates_hint: 'Cada certificado emitido para el curso, cuándo y si sigue vigente.',
  download: 'Descargar {report} de {course} en {format}',
  status_draft: 'Borrador',
  status_published: 'Publicado',
  status_archived: 'Archivado',
  sales: 'Las ventas y los reembolsos se exportan desde tu página de ventas.',
  salesLink: 'Ir a ventas',
});
