/**
 * Every string of the interface in English, Spanish and French; the language stored under `lang`, default English.
 * English ships with each feature; the other languages load per catalog when shown.
 */
export * from './languages';
export * from './define-messages';
export * from './translations';
export * from './i18n-context';
export * from './i18n-provider';
export * from './use-t';
