import { useT } from '../../../../shared/i18n';
import { useTheme } from '../lib/use-theme';
import { navigationMessages } from '../messages';

/** The top bar's light/dark switch: an explicit choice, which the footer's theme menu can hand back to the system. */
export function ThemeToggle() {
  const t = useT(navigationMessages);
  const { dark, setPreference } = useTheme();
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={dark}
      title={t('darkTheme')}
      onClick={() => setPreference(dark ? 'light' : 'dark')}
    >
      <span className="sr-only">{t('darkTheme')}</span>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {dark ? (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" fill="currentColor" />
        ) : (
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        )}
      </svg>
    </button>
  );
}
