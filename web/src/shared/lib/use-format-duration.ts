import { useCallback } from 'react';
import { locales, useLanguage } from '../i18n';
import { formatDuration } from './format';

/** Durations in words in the language of the interface ("2 minutes", "2 minutos"); the companion of `useFormat()`. */
export function useFormatDuration(): (seconds: number) => string {
  const { language } = useLanguage();
  return useCallback((seconds: number) => formatDuration(seconds, locales[language]), [language]);
}
