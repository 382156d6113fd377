import { defineTranslation } from '../../shared/i18n';
import type { aiAssistantMessages } from './messages';

export default defineTranslation<typeof aiAssistantMessages>({
  title: 'Asistente del curso',
  intro: 'Pregunta sobre un curso en el que estés inscrito. Las respuestas salen de las propias lecciones del curso, cada una enlazada; cuando las lecciones no lo dicen, el asistente te lo indica en lugar de adivinar.',
  loadingCourses: 'Cargando tus cursos…',
  coursesCouldNotLoad: 'No se pudieron cargar tus cursos',
  noCoursesTitle: 'Todavía no hay cursos sobre los que preguntar',
  noCoursesBody: 'Inscríbete en un curso y pregunta a su asistente sobre cualquier cosa que enseñen sus lecciones.',
  browseCourses: 'Ver cursos',
  course: 'Curso',
  question: 'Tu pregunta',
  questionHint: 'Ctrl+Intro o ⌘+Intro la envía.',
  questionMissing: 'Haz una pregunta de unas pocas palabras',
  questionTooLong: 'Como máximo {max} caracteres',
  ask: 'Preguntar',
  asking: 'Buscando en las lecciones…',
  couldNotAnswer: 'El asistente no pudo responder',
  conversation: 'Preguntas y respuestas',
  you: 'Preguntaste sobre {course}',
  answer: 'Respuesta',
  notCovered: 'Este curso no lo trata',
  sources: 'De las lecciones',
  openLesson: '{lesson} ({module})',
  unsupported: 'Las lecciones no respaldan estas frases; compruébalas antes de fiarte de ellas:',
  byModel: 'Escrita por {model} a partir de pasajes de las lecciones · {credits, plural, one {# crédito} other {# créditos}}',
  byLessons: 'Citada de las lecciones',
});
