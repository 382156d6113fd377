import { useT } from '../../../../shared/i18n';
import { useAuth, wasSignedInLastVisit } from '../../../../features/identity';
import { useNavBar } from '../lib/use-nav-bar';
import { navigationMessages } from '../messages';
import { AppTopBar } from './app-top-bar';
import { PublicTopBar } from './public-top-bar';
import '../navigation.css';

/** The page's banner: the site's bar or the app's, swapped with Cmd/Ctrl+Shift+N (spec section 2). */
export function TopBar() {
  const t = useT(navigationMessages);
  const auth = useAuth();
  // While the session is being checked, the bar of the last visit: swapping bars then would move the page down.
  const signedIn = auth.status === 'signed-in' || (auth.status === 'loading' && wasSignedInLastVisit());
  const { bar, toggled } = useNavBar(signedIn);
  return (
    <header className="site-header">
      {bar === 'app' ? <AppTopBar /> : <PublicTopBar />}
      {/* Only after a swap, so a screen reader user learns the hotkey did something and how to undo it. */}
      <p className="sr-only" aria-live="polite">
        {toggled ? t(bar === 'app' ? 'showingAppBar' : 'showingPublicBar') : ''}
      </p>
    </header>
  );
}
