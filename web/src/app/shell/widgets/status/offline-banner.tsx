import { useSyncExternalStore } from 'react';
import { useT } from '../../../../shared/i18n';
import { statusMessages } from './messages';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** Follows the browser's online and offline events (spec section 4). */
export function OfflineBanner() {
  const t = useT(statusMessages);
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  // The live region stays mounted so that screen readers announce the text when it appears.
  return (
    <div className="offline-banner-region" role="status">
      {!online && <p className="offline-banner">{t('offline')}</p>}
    </div>
  );
}
