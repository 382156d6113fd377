export type ThemePreference = 'light' | 'dark' | 'system';

const THEME_STORAGE_KEY = 'theme';

const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored choice; 'system' (follow the operating system) when none was made (spec section 4). */
export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    // Storage can be disabled (privacy modes); the system preference still applies.
    return 'system';
  }
}

/** Remembers the choice; 'system' forgets it, so a later change of the operating system's theme is followed. */
export function storeThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage can be disabled; the theme still changes for this visit.
  }
}

/** Whether the operating system asks for dark, and a way to hear when it changes (jsdom has no matchMedia). */
export const systemDarkQuery = (): MediaQueryList | undefined => window.matchMedia?.(SYSTEM_DARK_QUERY);

/** Whether `preference` shows the dark theme right now. */
export const resolvesToDark = (preference: ThemePreference): boolean =>
  preference === 'dark' || (preference === 'system' && systemDarkQuery()?.matches === true);

/**
 * Puts the `dark` class on the document root when the stored preference, or else the system, asks for it
 * (spec section 4). Runs before the first render so the page does not flash the wrong theme.
 */
export function applyStoredTheme(root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', resolvesToDark(readThemePreference()));
}
