import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { navigationMessages } from '../messages';

/**
 * The bell of the app bar. Notification pushes have no payload contract yet, so the panel says there is nothing new
 * and points at the notification settings rather than inventing entries.
 */
export function NotificationsButton() {
  const t = useT(navigationMessages);
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
        <span className="sr-only">{t('notifications')}</span>
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
      </button>
      <div id={panelId} className="popover" hidden={!open}>
        <p className="popover-title">{t('notificationsEmpty')}</p>
        <p className="popover-text">{t('notificationsHint')}</p>
        <Link to="/settings" className="nav-link" onClick={() => setOpen(false)}>
          {t('notificationSettings')}
        </Link>
      </div>
    </div>
  );
}
