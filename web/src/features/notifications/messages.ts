import { defineMessages } from '../../shared/i18n';

export const notificationMessages = defineMessages({
  en: {
    heading: 'Notifications',
    unread: '{count} unread',
    loading: 'Loading notifications…',
    couldNotLoad: 'Could not load your notifications',
    empty: 'You’re all caught up.',
    emptyHint: 'Replies to threads you follow and news about your courses will appear here.',
    markRead: 'Mark read',
    newLabel: 'New',
    settings: 'Notification settings',
  },
  es: {
    heading: 'Notificaciones',
    unread: '{count} sin leer',
    loading: 'Cargando notificaciones…',
    couldNotLoad: 'No se pudieron cargar tus notificaciones',
    empty: 'Estás al día.',
    emptyHint: 'Aquí aparecerán las respuestas a los temas que sigues y las novedades de tus cursos.',
    markRead: 'Marcar como leída',
    newLabel: 'Nueva',
    settings: 'Ajustes de notificaciones',
  },
  fr: {
    heading: 'Notifications',
    unread: '{count} non lues',
    loading: 'Chargement des notifications…',
    couldNotLoad: 'Impossible de charger vos notifications',
    empty: 'Vous êtes à jour.',
    emptyHint: 'Les réponses aux discussions que vous suivez et les nouvelles de vos cours apparaîtront ici.',
    markRead: 'Marquer comme lue',
    newLabel: 'Nouvelle',
    settings: 'Paramètres des notifications',
  },
});
