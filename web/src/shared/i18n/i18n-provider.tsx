import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nContext } from './i18n-context';
import { rememberLanguageForServer, storeLanguage, storedLanguageStore, type Language } from './languages';
import { loadLanguage } from './translations';

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
  const chosen = userLanguage ?? stored;
  // The first render takes the server's language when hydrating its page, else the chosen one: a stored language shows
  // from the start. A change shows once the new language's files have loaded: the current screen stays meanwhile,
  // rather than a loading one (which suspending every component on the change would draw).
  const [language, showLanguage] = useState(serverLanguage ?? chosen);
  useEffect(() => {
    if (chosen === language) return;
    let stillChosen = true;
    void loadLanguage(chosen).then(() => {
      if (stillChosen) showLanguage(chosen);
    });
    return () => {
      stillChosen = false;
    };
  }, [chosen, language]);

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
