import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../../shared/i18n';
import { pulse } from '../gestures/haptics';
import { useLongPress } from '../gestures/use-long-press';
import { AppLink } from '../lib/app-link';
import { useViewer } from '../lib/viewer';
import { GuidedTour } from './guided-tour';
import { quickActionMessages } from './messages';
import { selectQuickActions, type QuickAction } from './quick-actions';

/** The floating button and its menu of at most 6 shortcuts; a long press opens it too, with a haptic pulse. */
export function QuickActionMenu() {
  const t = useT(quickActionMessages);
  const viewer = useViewer();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [touring, setTouring] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const actions = selectQuickActions(viewer);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  const longPress = useLongPress(useCallback(() => setOpen(true), []));

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(items.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const choose = (action: QuickAction) => {
    pulse('medium');
    setOpen(false);
    if (action.kind === 'guided-tour') setTouring(true);
  };

  return (
    <div className="quick-actions">
      {open && (
        <ul ref={menu} id={`${ids}-menu`} className="quick-actions-menu widget-card" role="menu" aria-label={t('menuLabel')} onKeyDown={onMenuKeyDown}>
          {actions.map((action) => {
            const content = (
              <>
                <span>{t(action.label)}</span>
                {action.badge && <span className="quick-action-badge">{t(action.badge)}</span>}
              </>
            );
            return (
              <li key={action.id} role="none" data-category={action.category}>
                {action.kind === 'navigate' ? (
                  <AppLink path={action.path} className="quick-action-item" role="menuitem" tabIndex={-1} onClick={() => choose(action)}>
                    {content}
                  </AppLink>
                ) : (
                  <button type="button" className="quick-action-item" role="menuitem" tabIndex={-1} onClick={() => choose(action)}>
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <button
        ref={button}
        type="button"
        className="quick-actions-button"
        aria-label={t('menuButton')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${ids}-menu` : undefined}
        data-tour="quick-actions"
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        {...longPress}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      {touring && (
        <GuidedTour
          onClose={() => {
            setTouring(false);
          }}
        />
      )}
    </div>
  );
}
