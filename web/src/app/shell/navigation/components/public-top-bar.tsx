import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useT } from '../../../../shared/i18n';
import { Logo } from '../../../../shared/ui/logo';
import { AccountNav } from '../../../../features/identity';
import { navigationMessages } from '../messages';
import { LanguageSwitcher } from './language-switcher';
import { MenuToggle } from './menu-toggle';
import { ThemeToggle } from './theme-toggle';

const MOBILE_MENU_ID = 'public-mobile-menu';

const siteLinks = [
  { to: '/features', label: 'features' },
  { to: '/pricing', label: 'pricing' },
  { to: '/resources', label: 'resources' },
  { to: '/about', label: 'about' },
] as const;

/** The site's bar (spec section 2): logo, the marketing pages, theme, language and Sign In (or the account). */
export function PublicTopBar() {
  const t = useT(navigationMessages);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <div className="container top-bar" data-bar="public">
      <Link to="/" className="logo-link" aria-label={t('home')}>
        <Logo />
      </Link>
      <nav className="top-bar-links top-bar-links-wide" aria-label={t('mainNav')}>
        {siteLinks.map((link) => (
          <Link key={link.to} to={link.to} className="nav-link">
            {t(link.label)}
          </Link>
        ))}
      </nav>
      <div className="top-bar-tools">
        <ThemeToggle />
        <LanguageSwitcher />
        <AccountNav />
        <MenuToggle open={menuOpen} controls={MOBILE_MENU_ID} onToggle={() => setMenuOpen((open) => !open)} onClose={closeMenu} />
      </div>
      {menuOpen && (
        <nav id={MOBILE_MENU_ID} className="mobile-menu" aria-label={t('mobileNav')}>
          {siteLinks.map((link) => (
            // Following a link is done with the menu: it closes rather than cover the page it opened.
            <Link key={link.to} to={link.to} className="nav-link" onClick={closeMenu}>
              {t(link.label)}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
