import { createContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from './languages';

export interface I18nValue {
  readonly language: Language;
  /** Changes the language shown now and stored under `lang`; saving it to the account is the settings page's job. */
  readonly setLanguage: (language: Language) => void;
}

export const I18nContext = createContext<I18nValue>({ language: DEFAULT_LANGUAGE, setLanguage: () => {} });
