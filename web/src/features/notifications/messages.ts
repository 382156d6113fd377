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
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
