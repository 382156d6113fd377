import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { useT } from '../i18n';
import { toastMessages } from './messages';
import { toastConstants } from './toast-constants';

const toasterStyle = { '--width': `${toastConstants.widthPx}px` } as CSSProperties;

/** The one place toasts appear; `notify` feeds it from anywhere. Colours come from the app's theme variables. */
export function Toaster() {
  const t = useT(toastMessages);
  return (
    <SonnerToaster
      position="top-right"
      visibleToasts={toastConstants.visibleToasts}
      duration={toastConstants.durationMs}
      gap={toastConstants.gapPx}
      hotkey={[...toastConstants.hotkey]}
      style={toasterStyle}
      containerAriaLabel={t('notifications')}
      className="toaster"
    />
  );
}
