import { useDeferredValue, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nContext } from './i18n-context';
import { rememberLanguageForServer, storeLanguage, storedLanguageStore, type Language } from './languages';

interface I18nProviderProps {
  /** The signed-in user's language, which wins over what this browser stored. */
  readonly userLanguage: Language | undefined;
  /** The language the server rendered the page in, which hydration must render in too; this browser's language after. */
  readonly serverLanguage?: Language;
  readonly children: ReactNode;
}

/** Holds the language of the interface and keeps `<html lang>` on it (WCAG 3.1.1). */
export function I18nProvider({ userLanguage, serverLanguage, children }: I18nProviderProps) {
  const stored = useSyncExternalStore(storedLanguageStore.subscribe, storedLanguageStore.snapshot, () => serverLanguage ?? storedLanguageStore.snapshot());
  // A change renders as a transition: while the new language's files load, React keeps the current screen rather than
  // showing a loading one. The first render takes the language at once, so a stored language shows from the start.
  const language = useDeferredValue(userLanguage ?? stored);

  // Keep the account's language for when the user signs out, so the interface does not switch back under them.
  useLayoutEffect(() => {
    if (userLanguage) storeLanguage(userLanguage);
  }, [userLanguage]);

  // In the commit that shows the new words, not a passive effect later: a reader (or a test) that sees the words sees
  // the language that names them.
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    rememberLanguageForServer(language);
  }, [language]);

  const value = useMemo(() => ({ language, setLanguage: storeLanguage }), [language]);
  return <I18nContext value={value}>{children}</I18nContext>;
}
