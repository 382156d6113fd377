import { LANGUAGE_COOKIE, languages } from '@pathwise/contracts';

export type Language = (typeof languages)[number];
export { languages };

export const DEFAULT_LANGUAGE: Language = 'en';

/** The spec keeps the language in browser storage under `lang` (section 9). */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Each language named in itself, as a language menu shows it. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français' };

/** BCP 47 locales for dates and numbers. */
export const locales: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The interface's language for code outside React, where `useLanguage` cannot reach: `<html lang>` follows it. */
export const interfaceLanguage = (): Language => {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
};

export function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** Keeps the interface's language where the server reads it, to render the next page in it before any script runs. */
export function rememberLanguageForServer(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax`;
}

/** The language of this visit when storage is disabled, so that a choice still holds until the tab closes. */
let unstoredChoice: Language | null = null;
const listeners = new Set<() => void>();

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    unstoredChoice = null;
  } catch {
    // Storage may be disabled; the language still holds for this visit.
    unstoredChoice = language;
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: the stored language as a store React can subscribe to. */
export const storedLanguageStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): Language => readStoredLanguage() ?? unstoredChoice ?? DEFAULT_LANGUAGE,
};
