import { useEffect, type CSSProperties } from 'react';
import { Toaster as SonnerToaster, useSonner } from 'sonner';
import { useT } from '../i18n';
import { noticeOffsets, useNoticePlacement } from '../notice-placement';
import { toastMessages } from './messages';
import { replayStandingNotices } from './standing-notice';
import { toastConstants } from './toast-constants';

const toasterStyle = { '--width': `${toastConstants.widthPx}px` } as CSSProperties;

const px = (offsets: { readonly top: number; readonly bottom: number; readonly side: number }) => ({
  top: offsets.top,
  bottom: offsets.bottom,
  right: offsets.side,
  left: offsets.side,
});

/**
 * The one layer every notice appears in (toasts, achievements, rewards), so that one place decides their order and
 * spacing: `notify` feeds it from anywhere, `StandingNotice` holds a celebration in it. Notices lie side by side
 * rather than stacked behind each other, at the edge away from the page's primary action, and no more of them than
 * fit beside it. Colours come from the app's theme variables.
 */
export function Toaster() {
  const t = useT(toastMessages);
  const placement = useNoticePlacement(useSonner().toasts.length > 0);
  // Sonner listens from its own first effect, which runs before this one: what stood before it mounted shows now.
  useEffect(replayStandingNotices, []);
  return (
    <SonnerToaster
      position={placement.edge === 'top' ? 'top-right' : 'bottom-right'}
      expand
      visibleToasts={Math.min(toastConstants.visibleToasts, placement.fits)}
      duration={toastConstants.durationMs}
      gap={toastConstants.gapPx}
      hotkey={[...toastConstants.hotkey]}
      offset={px(noticeOffsets.desk)}
      mobileOffset={px(noticeOffsets.phone)}
      style={toasterStyle}
      containerAriaLabel={t('notifications')}
      className="toaster"
    />
  );
}
