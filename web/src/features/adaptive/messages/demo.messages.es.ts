import { defineTranslation } from '../../../shared/i18n';
import type { demoMessages } from './demo.messages';

export default defineTranslation<typeof demoMessages>({
  heading: 'El motor leyendo a un estudiante real',
  intro: 'Este es el perfil del estudiante de demostración tal como lo mantiene el motor adaptativo: el estado de ánimo que deduce de sus eventos, por qué y cómo responden las páginas.',
  loading: 'Cargando al estudiante de demostración…',
  absent: 'El estudiante de demostración aún no está preparado en este servidor.',
  failed: 'No se pudo cargar al estudiante de demostración',
  asOf: 'Leído de {events} eventos recientes, a fecha de {date}.',
});
