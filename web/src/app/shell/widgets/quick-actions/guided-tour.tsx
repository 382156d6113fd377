import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../../shared/i18n';
import { useModalFocus } from '../lib/use-modal-focus';
import { tourMessages } from './guided-tour.messages';

type StepKey = 'topBar' | 'palette' | 'quickActions' | 'bottomBar' | 'help';

/** Each step points at a part of the shell; a part that is not on screen (the bottom bar on a desktop) is only described. */
const steps: readonly { key: StepKey; target: string }[] = [
  { key: 'topBar', target: 'header' },
  { key: 'palette', target: '[data-tour="search"]' },
  { key: 'quickActions', target: '[data-tour="quick-actions"]' },
  { key: 'bottomBar', target: '[data-tour="bottom-bar"]' },
  { key: 'help', target: '[data-tour="help-tips"]' },
];

const HIGHLIGHT = 'data-tour-active';

/** A short in-app tour of the shell, opened from the quick-action menu. */
export function GuidedTour({ onClose }: { onClose: () => void }) {
  const t = useT(tourMessages);
  const ids = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  useModalFocus(dialog, onClose);

  const step = steps[index] ?? steps[0]!;
  const last = index === steps.length - 1;

  useEffect(() => {
    const target = document.querySelector(step.target);
    target?.setAttribute(HIGHLIGHT, '');
    return () => target?.removeAttribute(HIGHLIGHT);
  }, [step.target]);

  return (
    <div className="widget-backdrop widget-backdrop-clear">
      <div ref={dialog} className="tour widget-card" role="dialog" aria-modal="true" aria-labelledby={`${ids}-title`} aria-describedby={`${ids}-text`}>
        <p className="tour-progress">{t('progress', { step: index + 1, total: steps.length })}</p>
        <h2 id={`${ids}-title`} className="tour-title">
          {t(`${step.key}Title`)}
        </h2>
        <p id={`${ids}-text`} aria-live="polite">
          {t(`${step.key}Text`)}
        </p>
        <div className="tour-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('close')}
          </button>
          {index > 0 && (
            <button type="button" className="button button-secondary" onClick={() => setIndex(index - 1)}>
              {t('back')}
            </button>
          )}
          <button type="button" className="button" onClick={last ? onClose : () => setIndex(index + 1)}>
            {last ? t('finish') : t('next')}
          </button>
        </div>
      </div>
    </div>
  );
}
