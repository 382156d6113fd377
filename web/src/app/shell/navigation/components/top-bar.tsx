import { useT } from '../../../../shared/i18n';
import { useAuth } from '../../../../features/identity';
import { useNavBar } from '../lib/use-nav-bar';
import { navigationMessages } from '../messages';
import { AppTopBar } from './app-top-bar';
import { PublicTopBar } from './public-top-bar';
import '../navigation.css';

/** The page's banner: the site's bar or the app's, swapped with Cmd/Ctrl+Shift+N (spec section 2). */
export function TopBar() {
  const t = useT(navigationMessages);
  const auth = useAuth();
  const { bar, toggled } = useNavBar(auth.status === 'signed-in');
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
