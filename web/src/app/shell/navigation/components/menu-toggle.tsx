import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../../../shared/i18n';
import { navigationMessages } from '../messages';

interface MenuToggleProps {
  readonly open: boolean;
  /** The ids of what it folds and unfolds. */
  readonly controls: string;
  readonly onToggle: () => void;
  /** Escape or a press outside while open; keep it the same function from render to render. */
  readonly onClose: () => void;
  /** What the button shows beside its icon where the bar's CSS lets it (the app bar's account on a desk). */
  readonly children?: ReactNode;
}

/**
 * A bar's menu button: open or closed, and closed again by Escape (which brings the focus back to it, out of the
 * menu about to fold) or by a press anywhere but the button and what it unfolds.
 */
export function MenuToggle({ open, controls, onToggle, onClose, children }: MenuToggleProps) {
  const t = useT(navigationMessages);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (button.current && controls.split(' ').some((id) => document.getElementById(id)?.contains(document.activeElement))) {
        button.current.focus();
      }
      onClose();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      const inside = [button.current, ...controls.split(' ').map((id) => document.getElementById(id))];
      if (!inside.some((element) => element?.contains(target))) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, onClose, controls]);
  return (
    <button ref={button} type="button" className="icon-button menu-toggle" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {/* The spaces keep the words apart in the button's name; a flex row draws none of them. */}
      {children && <span className="menu-toggle-label">{children}</span>}{' '}
      <span className="sr-only">{t('menu')}</span>
      <svg className="menu-toggle-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
