import { useEffect } from 'react';
import { useT } from '../../../../shared/i18n';
import { navigationMessages } from '../messages';

interface MenuToggleProps {
  readonly open: boolean;
  /** The ids of what it folds and unfolds. */
  readonly controls: string;
  readonly onToggle: () => void;
  /** Escape while open; keep it the same function from render to render. */
  readonly onClose: () => void;
}

/** A bar's menu button on a phone (CSS shows it below 48rem): open or closed, and closed again by Escape. */
export function MenuToggle({ open, controls, onToggle, onClose }: MenuToggleProps) {
  const t = useT(navigationMessages);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);
  return (
    <button type="button" className="icon-button menu-toggle" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <span className="sr-only">{t('menu')}</span>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
