import { defineTranslation } from '../../shared/i18n';

export default defineTranslation<(typeof import('./messages'))['notificationMessages']>({
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
