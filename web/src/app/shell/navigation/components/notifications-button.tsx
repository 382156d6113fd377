import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../../../shared/i18n';
import { notificationMessages, NotificationsPanel, useNotificationPushes, useNotifications } from '../../../../features/notifications';
import { navigationMessages } from '../messages';

interface BellProps {
  /** Said after the button's name, e.g. ", 2 unread". */
  readonly unread: number;
  readonly children: (close: () => void) => ReactNode;
}

/** The bell and its popover: Escape or a click outside closes it, giving focus back to the bell. */
function Bell({ unread, children }: BellProps) {
  const t = useT(navigationMessages);
  const words = useT(notificationMessages);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div className="popover-anchor" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={panelId}
        title={t('notifications')}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="sr-only">
          {t('notifications')}
          {unread > 0 && `, ${words('unread', { count: unread })}`}
        </span>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 && (
          <span className="notifications-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div id={panelId} className="popover" hidden={!open}>
        {open && children(() => setOpen(false))}
        <Link to="/settings" className="nav-link" onClick={() => setOpen(false)}>
          {t('notificationSettings')}
        </Link>
      </div>
    </div>
  );
}

/** A signed-in user's bell: the unread count, kept fresh by `notification` pushes to their own room. */
function InboxBell({ userId }: { readonly userId: string }) {
  useNotificationPushes(userId);
  const inbox = useNotifications(true);
  return <Bell unread={inbox.data?.unreadCount ?? 0}>{(close) => <NotificationsPanel onNavigate={close} />}</Bell>;
}

/** The bell of the app bar (spec section 2): the inbox for a signed-in user, nothing to show for anyone else. */
export function NotificationsButton({ userId }: { readonly userId: string | null }) {
  const t = useT(navigationMessages);
  if (userId) return <InboxBell userId={userId} />;
  return (
    <Bell unread={0}>
      {() => (
        <>
          <p className="popover-title">{t('notificationsEmpty')}</p>
          <p className="popover-text">{t('notificationsHint')}</p>
        </>
      )}
    </Bell>
  );
}
