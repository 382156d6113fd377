import { defineTranslation } from '../../../shared/i18n';
import type { completionMessages } from './completion.messages';

export default defineTranslation<typeof completionMessages>({
  heading: 'Curso completado',
  finished: 'Has terminado {title}: todas las lecciones completadas, todos los cuestionarios aprobados.',
});
