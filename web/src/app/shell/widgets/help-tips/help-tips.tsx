import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { useT } from '../../../../shared/i18n';
import { readStored, storageKeys, writeStored } from '../../../../shared/lib/local-store';
import { helpTipMessages } from './messages';

/** Spec section 9: the first tip shows 2 s after load, then tips rotate every 8 s. */
export const HELP_TIPS_DELAY_MS = 2000;
export const HELP_TIP_ROTATION_MS = 8000;

const tips = ['tipPalette', 'tipQuickActions', 'tipVoice', 'tipNotifications', 'tipBreadcrumbs'] as const;

/**
 * Contextual help in a corner: it can be minimised (for this visit) or dismissed (remembered in this browser).
 * Rotation pauses while the pointer or focus is on the panel, so a tip does not change under the reader
 * (WCAG 2.2.2).
 */
export function HelpTips() {
  const t = useT(helpTipMessages);
  const restoreButton = useRef<HTMLButtonElement>(null);
  const minimiseButton = useRef<HTMLButtonElement>(null);
  // Set by the person's own minimise or restore, so focus follows the control that replaced the one they pressed.
  const moveFocus = useRef(false);
  const [dismissed, setDismissed] = useState(() => readStored(storageKeys.helpTipsDismissed, z.boolean(), false));
  const [shown, setShown] = useState(false);
  const [minimised, setMinimised] = useState(false);
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (dismissed) return;
    const timer = setTimeout(() => setShown(true), HELP_TIPS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dismissed]);

  useEffect(() => {
    if (!shown || minimised || paused || dismissed) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % tips.length), HELP_TIP_ROTATION_MS);
    return () => clearInterval(timer);
  }, [shown, minimised, paused, dismissed]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (minimised ? restoreButton : minimiseButton).current?.focus();
  }, [minimised]);

  if (dismissed || !shown) return null;

  const toggleMinimised = (next: boolean) => {
    moveFocus.current = true;
    setMinimised(next);
  };

  const dismiss = () => {
    writeStored(storageKeys.helpTipsDismissed, true);
    setDismissed(true);
  };

  if (minimised) {
    return (
      <button
        ref={restoreButton}
        type="button"
        className="button button-secondary help-tips-restore widget-card"
        data-tour="help-tips"
        onClick={() => toggleMinimised(false)}
      >
        {t('restore')}
      </button>
    );
  }

  const tip = tips[index] ?? tips[0];
  return (
    <aside
      className="help-tips widget-card"
      aria-label={t('label')}
      data-tour="help-tips"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <div className="help-tips-header">
        <h2 className="help-tips-title">
          {t('title')} <span className="help-tips-count">{t('progress', { number: index + 1, total: tips.length })}</span>
        </h2>
        <button
          ref={minimiseButton}
          type="button"
          className="widget-icon-button"
          aria-label={t('minimise')}
          title={t('minimise')}
          onClick={() => toggleMinimised(true)}
        >
          <span aria-hidden="true">–</span>
        </button>
        <button type="button" className="widget-icon-button" aria-label={t('dismiss')} title={t('dismiss')} onClick={dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="help-tips-text">{t(tip)}</p>
      <button type="button" className="link-button" onClick={() => setIndex((index + 1) % tips.length)}>
        {t('next')}
      </button>
    </aside>
  );
}
