import { Link, useLocation } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useT } from '../../../../shared/i18n';
import { Logo } from '../../../../shared/ui/logo';
import { AccountNav, safeRedirectPath, useAuth } from '../../../../features/identity';
import { XpBar } from '../../../../features/gamification/pages';
// The palette's event name alone, not the widgets' entry: that would pull every widget into the first download.
import { COMMAND_PALETTE_EVENT } from '../../widgets/command-palette/open-command-palette';
import { navigationMessages } from '../messages';
import { ConnectionStatus } from './connection-status';
import { LanguageSwitcher } from './language-switcher';
import { NotificationsButton } from './notifications-button';
import { ThemeToggle } from './theme-toggle';

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

  return (
    <div className="container top-bar" data-bar="app">
      <Link to="/" className="logo-link" aria-label={t('home')}>
        <Logo />
      </Link>
      <nav className="top-bar-links" aria-label={t('mainNav')}>
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
          <span>{t('search')}</span>
          <kbd className="search-shortcut" aria-hidden="true">
            Ctrl K
          </kbd>
        </button>
        <NotificationsButton userId={auth.status === 'signed-in' ? auth.user.uid : null} />
        <ConnectionStatus />
        <ThemeToggle />
        <LanguageSwitcher />
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
          <>
            {auth.status === 'signed-in' && (
              <Suspense fallback={null}>
                <XpBar />
              </Suspense>
            )}
            <AccountNav />
          </>
        )}
      </div>
    </div>
  );
}
