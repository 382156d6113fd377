import { forumLimits } from '@pathwise/contracts';
import type { ValidationIssue } from '../../../shared/lib/validation';
import type { forumMessages } from '../messages';

type T = (key: keyof (typeof forumMessages)['en'] & string, values?: Record<string, string | number>) => string;

/** Words a title or body issue of a forum form in the reader's language (the shared schemas speak English). */
export const wordPostIssue =
  (t: T) =>
  (field: 'title' | 'body', issue: ValidationIssue): string => {
    const tooBig = issue.code === 'too_big';
    if (field === 'title') return tooBig ? t('titleTooLong', { max: forumLimits.titleMax }) : t('titleTooShort', { min: forumLimits.titleMin });
    return tooBig ? t('bodyTooLong', { max: forumLimits.bodyMax }) : t('bodyMissing');
  };

/** A fresh id for a new thread or reply: kept across retries of one submission, renewed after it succeeds. */
export const newForumId = (): string => crypto.randomUUID();
