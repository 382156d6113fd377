import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { loadingMessages } from './loading-screen.messages';

/** Spec section 9: loading tips rotate every 3 s. */
export const TIP_INTERVAL_MS = 3_000;
/** The progress is an estimate, so it never claims to be done: it rises to 90% and waits there (spec section 2). */
export const PROGRESS_CAP = 90;
const PROGRESS_STEP_MS = 250;
const PROGRESS_START = 10;

const TIPS = ['tip1', 'tip2', 'tip3', 'tip4', 'tip5'] as const;

/** Each step closes a share of what is left, so the bar moves quickly at first and slows as it nears the cap. */
const nextProgress = (current: number): number =>
  Math.min(PROGRESS_CAP, current + Math.max(1, Math.round((PROGRESS_CAP - current) * 0.15)));

/** What a page shows while its code loads: the spec's message, a rotating tip and a progress bar that stops at 90%. */
export function LoadingScreen() {
  const t = useT(loadingMessages);
  const [tipIndex, setTipIndex] = useState(0);
  const [progress, setProgress] = useState(PROGRESS_START);

  useEffect(() => {
    const timer = setInterval(() => setTipIndex((index) => (index + 1) % TIPS.length), TIP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const timer = setInterval(() => setProgress(nextProgress), PROGRESS_STEP_MS);
    return () => clearInterval(timer);
  }, []);

  const tip = TIPS[tipIndex] ?? TIPS[0];
  return (
    <div className="loading-screen" aria-busy="true">
      <p className="loading-title" role="status">
        {t('loading')}
      </p>
      <div
        className="loading-bar"
        role="progressbar"
        aria-label={t('progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <span className="loading-bar-fill" style={{ width: `${progress}%` }} />
      </div>
      {/* Not a live region: a tip read out every 3 s would talk over whatever the reader is doing. */}
      <p className="loading-tip">
        <span className="loading-tip-label">{t('tipLabel')}: </span>
        {t(tip)}
      </p>
    </div>
  );
}
