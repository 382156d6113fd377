import { useCallback, useMemo } from 'react';
import { interpolate, locales, useLanguage, type Language } from '../i18n';
import { formatDuration } from '../lib/format';
import { describeError, type ErrorWording } from './api-error';
import { apiMessages } from './messages';

/** The wording of {@link describeError} in `language`, for code outside components (and for tests). */
export function errorWordingIn(language: Language): ErrorWording {
  return {
    t: (key, values) => interpolate(apiMessages[language][key], values),
    duration: (seconds) => formatDuration(seconds, locales[language]),
  };
}

/** `describeError` in the language of the interface: call it while rendering, so a language change rewords it. */
export function useDescribeError(): (error: unknown) => string {
  const { language } = useLanguage();
  const wording = useMemo(() => errorWordingIn(language), [language]);
  return useCallback((error: unknown) => describeError(error, wording), [wording]);
}
