import { defineTranslation } from '../../shared/i18n';
import type { notificationMessages } from './messages';

export default defineTranslation<typeof notificationMessages>({
  heading: 'Notifications',
  unread: '{count, plural, one {# non lue} other {# non lues}}',
  loading: 'Chargement des notifications…',
  couldNotLoad: 'Impossible de charger vos notifications',
  empty: 'Vous êtes à jour.',
  emptyHint: 'Les réponses aux discussions que vous suivez et les nouvelles de vos cours apparaîtront ici.',
  markRead: 'Marquer comme lue',
  newLabel: 'Nouvelle',
  settings: 'Paramètres des notifications',
});
