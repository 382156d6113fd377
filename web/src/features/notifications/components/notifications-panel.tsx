import { useRouter } from '@tanstack/react-router';
import { useFormat, useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationMessages } from '../messages';
import '../notifications.css';

interface NotificationsPanelProps {
  /** After following a notification's link, so the popover closes. */
  readonly onNavigate: () => void;
}

/** The signed-in user's notifications, newest first: each links to what it is about and can be marked read. */
export function NotificationsPanel({ onNavigate }: NotificationsPanelProps) {
  const t = useT(notificationMessages);
  const format = useFormat();
  const router = useRouter();
  const inbox = useNotifications(true);
  const markRead = useMarkNotificationRead();

  if (inbox.isPending) {
    return (
      <p className="popover-text" role="status">
        {t('loading')}
      </p>
    );
  }
  if (inbox.isError) {
    return <QueryError title={t('couldNotLoad')} error={inbox.error} onRetry={() => void inbox.refetch()} retrying={inbox.isFetching} />;
  }
  const { notifications, unreadCount } = inbox.data;
  if (notifications.length === 0) {
    return (
      <>
        <p className="popover-title">{t('empty')}</p>
        <p className="popover-text">{t('emptyHint')}</p>
      </>
    );
  }
  return (
    <>
      <p className="popover-title">
        {t('heading')}
        {unreadCount > 0 && <span className="notifications-count"> · {t('unread', { count: unreadCount })}</span>}
      </p>
      <ul className="notifications-list" aria-label={t('heading')}>
        {notifications.map((notification) => (
          <li key={notification.notificationId} className={notification.read ? 'notification' : 'notification notification-unread'}>
            {!notification.read && <span className="sr-only">{t('newLabel')}: </span>}
            {notification.action ? (
              <a
                className="notification-title"
                href={notification.action.url}
                onClick={(event) => {
                  // Same-app navigation without a reload; reading it is what following it means.
                  event.preventDefault();
                  if (!notification.read) markRead.mutate(notification.notificationId);
                  router.history.push(notification.action!.url);
                  onNavigate();
                }}
              >
                {notification.title}
              </a>
            ) : (
              <span className="notification-title">{notification.title}</span>
            )}
            <span className="popover-text">{notification.message}</span>
            <time className="popover-text" dateTime={notification.createdAt}>
              {format.date(notification.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
            {!notification.read && (
              <button
                type="button"
                className="button button-secondary notification-mark"
                aria-disabled={markRead.isPending}
                onClick={() => !markRead.isPending && markRead.mutate(notification.notificationId)}
              >
                {t('markRead')}
                <span className="sr-only">: {notification.title}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
