import { useCallback, useMemo } from 'react';
import { interpolate, loadMessages, locales, useLanguage, useT, type Language } from '../i18n';
import { formatDuration } from '../lib/format';
import { describeError, type ErrorWording } from './api-error';
import { apiMessages } from './messages';

/** The wording of {@link describeError} in `language`, for code outside components (and for tests), once it has loaded. */
export async function errorWordingIn(language: Language): Promise<ErrorWording> {
  const messages = await loadMessages(apiMessages, language);
  return {
    t: (key, values) => interpolate(messages[key], values, locales[language]),
    duration: (seconds) => formatDuration(seconds, locales[language]),
  };
}

/** `describeError` in the language of the interface: call it while rendering, so a language change rewords it. */
export function useDescribeError(): (error: unknown) => string {
  const { language } = useLanguage();
  const t = useT(apiMessages);
  const wording = useMemo<ErrorWording>(() => ({ t, duration: (seconds) => formatDuration(seconds, locales[language]) }), [t, language]);
  return useCallback((error: unknown) => describeError(error, wording), [wording]);
}
