import { Suspense } from 'react';
import { useT } from '../../../../shared/i18n';
import { preloadableLazy } from '../../../../shared/lib/preloadable-lazy';
import { preloadAccountMenu, useAuth, wasSignedInLastVisit } from '../../../../features/identity';
import { readStoredBar, useNavBar } from '../lib/use-nav-bar';
import { navigationMessages } from '../messages';
import { PublicTopBar } from './public-top-bar';
import '../navigation.css';

/**
 * The app's bar (the bell and its inbox, the live connection) in a chunk of its own: a visitor's first page never
 * shows it. `preloadFirstBar` fetches it before the first render of a browser that will show it.
 */
const appTopBar = preloadableLazy(() => import('./app-top-bar').then((module) => module.AppTopBar));

/**
 * Loads the bar this browser will draw first (the one it chose with the hotkey, else the app's for someone signed
 * in) and its account menu, before the first render: a bar arriving after the page would swap bars of different
 * heights under it, and a server-drawn bar hydrated before its code arrived would show buttons that do nothing.
 * Nothing to load for a visitor. `signedIn` is what the page knows: the session the server drew it with, or else
 * whether this browser was signed in on its last visit.
 */
export function preloadFirstBar(signedIn: boolean = wasSignedInLastVisit()): Promise<unknown> {
  const firstBar = readStoredBar() ?? (signedIn ? 'app' : 'public');
  return Promise.all([firstBar === 'app' ? appTopBar.preload() : undefined, signedIn ? preloadAccountMenu() : undefined]);
}

/** The page's banner: the site's bar or the app's, swapped with Cmd/Ctrl+Shift+N (spec section 2). */
export function TopBar() {
  const t = useT(navigationMessages);
  const auth = useAuth();
  // While the session is being checked, the bar of the last visit: swapping bars then would move the page down.
  const signedIn = auth.status === 'signed-in' || (auth.status === 'loading' && wasSignedInLastVisit());
  const { bar, toggled } = useNavBar(signedIn);
  return (
    <header className="site-header">
      {bar === 'app' ? (
        // Only when someone has just signed in (or swapped bars) is its code not there yet: the site's bar stays until.
        <Suspense fallback={<PublicTopBar />}>
          <AppTopBarChunk />
        </Suspense>
      ) : (
        <PublicTopBar />
      )}
      {/* Only after a swap, so a screen reader user learns the hotkey did something and how to undo it. */}
      <p className="sr-only" aria-live="polite">
        {toggled ? t(bar === 'app' ? 'showingAppBar' : 'showingPublicBar') : ''}
      </p>
    </header>
  );
}

/** Asks for the app's bar only where it is drawn, so a visitor's page does not settle it as a lazy part. */
function AppTopBarChunk() {
  const AppTopBar = appTopBar.Component;
  return <AppTopBar />;
}
