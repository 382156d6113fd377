import { lazy, Suspense } from 'react';
import { useT } from '../../../../shared/i18n';
import { useAuth, wasSignedInLastVisit } from '../../../../features/identity';
import { useNavBar } from '../lib/use-nav-bar';
import { navigationMessages } from '../messages';
import { PublicTopBar } from './public-top-bar';
import '../navigation.css';

/**
 * The app's bar (notifications, the live connection, the learner's XP) in a chunk of its own: a visitor's first
 * download does without it. Someone signed in on the last visit starts fetching it with the app rather than when the
 * bar first renders.
 */
const loadAppTopBar = () => import('./app-top-bar').then((module) => ({ default: module.AppTopBar }));
// A failed fetch here is retried, and shown, when the bar renders.
if (wasSignedInLastVisit()) loadAppTopBar().catch(() => undefined);
const AppTopBar = lazy(loadAppTopBar);

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
        // An empty bar of the same height until its code is there, so the page below does not move.
        <Suspense fallback={<div className="container top-bar" data-bar="app" />}>
          <AppTopBar />
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
