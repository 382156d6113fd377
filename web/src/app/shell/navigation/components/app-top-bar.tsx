import { Link, useLocation } from '@tanstack/react-router';
import { Suspense, useCallback, useState } from 'react';
import { useT } from '../../../../shared/i18n';
import { Logo } from '../../../../shared/ui/logo';
import { AccountName, AccountNav, safeRedirectPath, useAuth } from '../../../../features/identity';
import { AiCreditsBalance } from '../../../../features/identity/pages';
import { XpBar } from '../../../../features/gamification/pages';
// The palette's event name alone, not the widgets' entry: that would pull every widget into the first download.
import { COMMAND_PALETTE_EVENT } from '../../widgets/command-palette/open-command-palette';
import { navigationMessages } from '../messages';
import { ConnectionStatus } from './connection-status';
import { LanguageSwitcher } from './language-switcher';
import { MenuToggle } from './menu-toggle';
import { NotificationsButton } from './notifications-button';
import { ThemeToggle } from './theme-toggle';

const APP_MENU_ID = 'app-bar-menu';

const appLinks = [
  { to: '/dashboard', label: 'dashboard' },
  { to: '/courses', label: 'courses' },
  { to: '/progress', label: 'progress' },
] as const;

/** The app's bar (spec section 2): its areas, search, notifications, the live connection and the account. */
export function AppTopBar() {
  const t = useT(navigationMessages);
  const auth = useAuth();
  const location = useLocation();
  // Signing in from here should come back here, as the Sign In of the site's bar does.
  const back = location.pathname === '/' ? undefined : (safeRedirectPath(location.href) ?? undefined);
  // The settings and the account fold behind a toggle (on a phone the areas too). It is open on the page it was
  // opened on: a page opened from it is done with it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.pathname;
  const closeMenu = useCallback(() => setOpenOn(null), []);

  return (
    <div className="container top-bar" data-bar="app" data-menu={menuOpen ? 'open' : 'closed'}>
      <Link to="/" className="logo-link" aria-label={t('home')}>
        <Logo />
      </Link>
      <nav id={`${APP_MENU_ID}-areas`} className="top-bar-links app-bar-folded" aria-label={t('mainNav')}>
        {appLinks.map((link) => (
          <Link key={link.to} to={link.to} className="nav-link">
            {t(link.label)}
          </Link>
        ))}
      </nav>
      <div className="top-bar-tools">
        <button
          type="button"
          className="search-button"
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => window.dispatchEvent(new CustomEvent(COMMAND_PALETTE_EVENT))}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="search-label">{t('search')}</span>
          <kbd className="search-shortcut" aria-hidden="true">
            Ctrl K
          </kbd>
        </button>
        <NotificationsButton userId={auth.status === 'signed-in' ? auth.user.uid : null} />
        {auth.status === 'signed-in' && (
          <Suspense fallback={null}>
            <XpBar />
          </Suspense>
        )}
        {/* Creators spend credits drafting; a learner's bar keeps to learning. */}
        {auth.status === 'signed-in' && auth.user.role !== 'student' && (
          <Suspense fallback={null}>
            <AiCreditsBalance />
          </Suspense>
        )}
        <MenuToggle
          open={menuOpen}
          controls={`${APP_MENU_ID}-areas ${APP_MENU_ID}`}
          onToggle={() => setOpenOn(menuOpen ? null : location.pathname)}
          onClose={closeMenu}
        >
          {auth.status === 'signed-in' && <AccountName user={auth.user} />}
        </MenuToggle>
        {/* Under the toggle on a desk; on a phone its groups join the bar's rows below the first. */}
        <div id={APP_MENU_ID} className="app-bar-panel">
          <div className="app-bar-folded app-bar-group">
            <ConnectionStatus />
            <ThemeToggle />
            <LanguageSwitcher />
          </div>
          <div className="app-bar-folded app-bar-group app-bar-account">
            {auth.status === 'signed-out' ? (
              <div className="account-nav">
                <Link to="/login" search={{ redirect: back }} className="button button-secondary">
                  {t('login')}
                </Link>
                <Link to="/signup" search={{ redirect: back }} className="button">
                  {t('signUp')}
                </Link>
              </div>
            ) : (
              <AccountNav />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
