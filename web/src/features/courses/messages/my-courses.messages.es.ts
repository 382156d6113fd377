import { defineTranslation } from '../../../shared/i18n';
import type { myCoursesMessages } from './my-courses.messages';

export default defineTranslation<typeof myCoursesMessages>({
  title: 'Mis cursos',
  intro: 'Los cursos en los que estás inscrito y lo que has avanzado.',
  loading: 'Cargando tus cursos…',
  couldNotLoad: 'No se pudieron cargar tus cursos',
  empty: 'Todavía no estás inscrito en ningún curso',
  emptyHint: 'Encuentra uno a tu medida en el catálogo.',
  browse: 'Explorar el catálogo',
  progress: 'Progreso en {title}',
  progressText: '{percent} % · {done} de {total, plural, one {# lección} other {# lecciones}}',
  continue: 'Continuar {title}',
  continueShort: 'Continuar',
  lastActivity: 'Estudiado por última vez el {when}',
  notStarted: 'Aún sin empezar',
  completed: 'Completado',
  completedOn: 'Completado el {when}',
  review: 'Repasar {title}',
  reviewShort: 'Repasar',
  currentTitle: 'Sigue donde lo dejaste',
  allFinished: 'Has terminado todos los cursos en los que estás inscrito',
  allFinishedHint: 'Elige uno nuevo en el catálogo o repasa uno que ya terminaste.',
  seeMine: 'Ver mis cursos',
});
