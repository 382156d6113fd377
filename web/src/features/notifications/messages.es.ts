import { defineTranslation } from '../../shared/i18n';
import type { notificationMessages } from './messages';

export default defineTranslation<typeof notificationMessages>({
  heading: 'Notificaciones',
  unread: '{count} sin leer',
  loading: 'Cargando notificaciones…',
  couldNotLoad: 'No se pudieron cargar tus notificaciones',
  empty: 'Estás al día.',
  emptyHint: 'Aquí aparecerán las respuestas a los temas que sigues y las novedades de tus cursos.',
  markRead: 'Marcar como leída',
  newLabel: 'Nueva',
  settings: 'Ajustes de notificaciones',
});
