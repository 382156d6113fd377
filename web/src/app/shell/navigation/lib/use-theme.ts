import { useCallback, useSyncExternalStore } from 'react';
import {
  applyStoredTheme,
  readThemePreference,
  resolvesToDark,
  storeThemePreference,
  systemDarkQuery,
  type ThemePreference,
} from '../../../../shared/lib/theme';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of [...listeners]) listener();
};

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab changed the theme, or the operating system did while the preference is 'system'.
  const refresh = () => {
    applyStoredTheme();
    onChange();
  };
  const query = systemDarkQuery();
  query?.addEventListener('change', refresh);
  window.addEventListener('storage', refresh);
  return () => {
    listeners.delete(onChange);
    query?.removeEventListener('change', refresh);
    window.removeEventListener('storage', refresh);
  };
}

// The snapshot folds the system's answer in, so a 'system' preference re-renders when the system flips.
const snapshot = (): string => `${readThemePreference()}:${resolvesToDark(readThemePreference()) ? 'dark' : 'light'}`;

/** The theme preference (light, dark or system; spec section 4), whether it shows dark now, and a way to change it. */
export function useTheme() {
  const current = useSyncExternalStore(subscribe, snapshot, () => 'system:light');
  const [preference, shown] = current.split(':') as [ThemePreference, 'dark' | 'light'];
  const setPreference = useCallback((next: ThemePreference) => {
    storeThemePreference(next);
    applyStoredTheme();
    notify();
  }, []);
  return { preference, dark: shown === 'dark', setPreference };
}
