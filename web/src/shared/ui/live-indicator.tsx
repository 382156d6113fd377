import { useT } from '../i18n';
import { uiMessages } from './messages';

interface LiveIndicatorProps {
  connected: boolean;
}

/** Tells whether pushes are arriving; polite, so a flapping connection does not interrupt a screen reader. */
export function LiveIndicator({ connected }: LiveIndicatorProps) {
  const t = useT(uiMessages);
  return (
    <p
      className="live-indicator"
      data-state={connected ? 'live' : 'offline'}
      role="status"
      aria-live="polite"
      title={connected ? t('liveHint') : t('offlineHint')}
    >
      <span className="live-dot" aria-hidden="true" />
      {connected ? t('live') : t('connecting')}
    </p>
  );
}
