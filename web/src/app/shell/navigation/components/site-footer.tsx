import { Link } from '@tanstack/react-router';
import { useT } from '../../../../shared/i18n';
import { navigationMessages } from '../messages';
import { ThemeSelect } from './theme-select';

const footerLinks = [
  { to: '/about', label: 'about' },
  { to: '/pricing', label: 'pricing' },
  { to: '/documentation', label: 'docs' },
  { to: '/terms', label: 'terms' },
  { to: '/privacy', label: 'privacy' },
] as const;

/** Pathwise's public profiles; names of networks are brands and stay untranslated. */
const socialLinks = [
  { network: 'GitHub', href: 'https://github.com/pathwise' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/pathwise' },
  { network: 'YouTube', href: 'https://www.youtube.com/@pathwise' },
  { network: 'X', href: 'https://x.com/pathwise' },
] as const;

/** The footer of every page (spec section 2): the site's fine print, social links, the tagline and the theme menu. */
export function SiteFooter() {
  const t = useT(navigationMessages);
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <div className="footer-brand">
          <p className="tagline">{t('tagline')}</p>
          <p className="copyright">{t('copyright', { year: new Date().getFullYear() })}</p>
        </div>
        <nav className="footer-links" aria-label={t('footerNav')}>
          {footerLinks.map((link) => (
            <Link key={link.to} to={link.to} className="nav-link">
              {t(link.label)}
            </Link>
          ))}
        </nav>
        <ul className="social-links" aria-label={t('social')}>
          {socialLinks.map((link) => (
            <li key={link.network}>
              <a
                href={link.href}
                className="nav-link"
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('onNetwork', { network: link.network })}
              >
                {link.network}
              </a>
            </li>
          ))}
        </ul>
        <ThemeSelect />
      </div>
    </footer>
  );
}
