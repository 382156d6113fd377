import { useEffect, useState } from 'react';
import { useT } from '../../../../shared/i18n';
import { statusMessages } from './messages';

/** Chromium's install offer; not in the DOM typings because other browsers do not fire it. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Shown only once the browser offers installation (`beforeinstallprompt`), and gone once used or installed. */
export function InstallAppButton() {
  const t = useT(statusMessages);
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onOffer = (event: Event) => {
      // Keep the browser's own mini-infobar away: the offer is made by this button, when the person wants it.
      event.preventDefault();
      setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!offer) return null;

  const install = async () => {
    // An offer can be used once; whatever the answer, the browser will make a new one if it still applies.
    setOffer(null);
    await offer.prompt();
    await offer.userChoice;
  };

  return (
    <button type="button" className="button install-button widget-card" title={t('installHint')} onClick={() => void install()}>
      {t('install')}
    </button>
  );
}
