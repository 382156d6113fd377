import { isLanguage, useT } from '../../../shared/i18n';
import { courseCommonMessages } from '../messages/common.messages';

/** The shared course words, plus a language name that tolerates a code the interface has no word for. */
export function useCourseWords() {
  const t = useT(courseCommonMessages);
  const languageName = (code: string) => (isLanguage(code) ? t(`language_${code}`) : code);
  return { t, languageName };
}
