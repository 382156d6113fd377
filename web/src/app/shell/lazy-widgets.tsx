import { useLocation } from '@tanstack/react-router';
import { Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { lazyWhenOnline } from '../../shared/lib/load-when-online';
import { scheduleDeferredLoad } from '../../shared/lib/deferred-loading';
import { COMMAND_PALETTE_EVENT, isPaletteHotkey, openCommandPalette } from './widgets/command-palette/open-command-palette';
import { OfflineBanner } from './widgets/status/offline-banner';
import './widget-docks.css';

/**
 * The shell's overlays and helpers, none of which the first paint shows, each in a chunk of its own so that the
 * first download stays small (spec section 9): the widgets (command palette, quick actions, voice navigation,
 * install button, scroll progress, help tips, bottom bar, next-page hints) load after the first paint; the trail
 * above the page loads with it, in the row kept for it; the toaster loads at once, as a toast may come at any time;
 * the offline banner is in the first download, as the network may drop before any later code could arrive, and the
 * corner widgets join its dock when they come. Features raise toasts with `notify` from shared/toasts.
 */
const LazyShellWidgets = lazyWhenOnline(() => import('./widgets/shell-widgets').then((module) => ({ default: module.ShellWidgets })));
const LazyBreadcrumbs = lazyWhenOnline(() => import('./widgets/breadcrumbs/breadcrumbs').then((module) => ({ default: module.Breadcrumbs })));
const LazyToaster = lazyWhenOnline(() => import('../../shared/toasts/toaster').then((module) => ({ default: module.Toaster })));

export function ShellWidgets() {
  const [due, setDue] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [startDock, setStartDock] = useState<HTMLDivElement | null>(null);
  const paletteAsked = useRef(false);

  useEffect(() => scheduleDeferredLoad(() => setDue(true)), []);

  // Cmd/Ctrl+K or the search button before the palette is there: the widgets load now and the palette opens then.
  useEffect(() => {
    if (mounted) return;
    const askForPalette = () => {
      paletteAsked.current = true;
      setDue(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteHotkey(event)) return;
      event.preventDefault();
      askForPalette();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener(COMMAND_PALETTE_EVENT, askForPalette);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(COMMAND_PALETTE_EVENT, askForPalette);
    };
  }, [mounted]);

  const onWidgetsMounted = () => {
    setMounted(true);
    if (!paletteAsked.current) return;
    paletteAsked.current = false;
    openCommandPalette();
  };

  return (
    <>
      <Suspense fallback={null}>
        <LazyToaster />
      </Suspense>
      <div className="widget-dock widget-dock-start" ref={setStartDock}>
        {/* Its own boundary: its words in another language must not hold the page's first paint. */}
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      </div>
      {due && startDock && (
        <Suspense fallback={null}>
          <LazyShellWidgets startDock={startDock} />
          <AfterMount run={onWidgetsMounted} />
        </Suspense>
      )}
    </>
  );
}

/** Runs once its earlier siblings' effects have run: the palette listens by then. */
function AfterMount({ run }: { run: () => void }) {
  const onMount = useEffectEvent(run);
  useEffect(() => onMount(), []);
  return null;
}

/**
 * The trail is shown on every page but home, in the flow above the page: its row is kept while its code loads, so
 * the page never moves down when it arrives (a reader who scrolled would be carried with it).
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  return (
    <div className={pathname === '/' ? undefined : 'breadcrumbs-row'}>
      <Suspense fallback={null}>
        <LazyBreadcrumbs />
      </Suspense>
    </div>
  );
}
