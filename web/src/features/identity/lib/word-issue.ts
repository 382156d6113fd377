import type { WordIssue } from '../../../shared/lib/validation';
import type { AuthMessageKey } from '../messages';

/** The length of the emailed sign-in code (the contracts' `^\d{6}$`). */
export const CODE_LENGTH = 6;

type Translate = (key: AuthMessageKey, values?: Readonly<Record<string, string | number>>) => string;

/** The sign-in forms' client-side checks, in the reader's language (the contracts word them in English). */
export const wordSignInIssue =
  (t: Translate): WordIssue<'email' | 'display_name' | 'code'> =>
  (field, issue) => {
    switch (field) {
      case 'email':
        return t('emailInvalid');
      case 'display_name':
        return issue.code === 'too_big' ? t('nameTooLong', { max: Number(issue.maximum) }) : t('nameMissing');
      case 'code':
        return t('codeInvalid', { length: CODE_LENGTH });
    }
  };
