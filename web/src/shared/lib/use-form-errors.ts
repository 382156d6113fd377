import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { problemFieldErrors } from '../api/api-error';
import { useDescribeError } from '../api/use-describe-error';
import { firstIssueByField, type ValidationIssue, type WordIssue } from './validation';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * What is shown, kept as it came and worded while rendering: a change of language then rewords a client-side issue
 * or a failed request at once. Text is either the server's own words or already in the reader's language.
 */
type ShownFieldError = { text: string } | { issue: ValidationIssue };
type ShownFormError = { text: string } | { failure: unknown };

/**
 * The errors of a form: one per field, shown next to it, and one for the form as a whole. Showing errors moves
 * keyboard focus to the first invalid field, after it is marked invalid, so a screen reader reads the error with it.
 * `wordIssue` says a client-side check's issue in the reader's language (see {@link showIssues}).
 */
export function useFormErrors<F extends string>(fields: readonly F[], wordIssue?: WordIssue<F>) {
  const [shownFieldErrors, setShownFieldErrors] = useState<Partial<Record<F, ShownFieldError>>>({});
  const [shownFormError, setShownFormError] = useState<ShownFormError | null>(null);
  const describeError = useDescribeError();
  const controls = useRef(new Map<F, HTMLElement>());

  const register = useCallback(
    (field: F) => (element: HTMLElement | null) => {
      if (element) controls.current.set(field, element);
      else controls.current.delete(field);
    },
    [],
  );

  const showErrors = useCallback(
    (errors: Partial<Record<F, ShownFieldError>>, formError: ShownFormError | null) => {
      flushSync(() => {
        setShownFieldErrors(errors);
        setShownFormError(formError);
      });
      const first = fields.find((field) => errors[field] !== undefined);
      const control = first === undefined ? undefined : controls.current.get(first);
      control?.focus();
      if (control instanceof HTMLInputElement && control.type !== 'file') control.select();
    },
    [fields],
  );

  /** Errors next to their fields, and optionally a message above the form; all already in the reader's language. */
  const show = useCallback(
    (errors: FieldErrors<F>, message: string | null = null) => {
      const shown: Partial<Record<F, ShownFieldError>> = {};
      for (const [field, text] of Object.entries(errors) as [F, string | undefined][]) {
        if (text !== undefined) shown[field] = { text };
      }
      showErrors(shown, message === null ? null : { text: message });
    },
    [showErrors],
  );

  /** A failed client-side check: the first issue of each field next to it, worded by `wordIssue`. */
  const showIssues = useCallback(
    (error: z.ZodError) => {
      const shown: Partial<Record<F, ShownFieldError>> = {};
      for (const [field, issue] of Object.entries(firstIssueByField(error, fields)) as [F, ValidationIssue][]) {
        shown[field] = { issue };
      }
      showErrors(shown, null);
    },
    [fields, showErrors],
  );

  /** A failed request: errors that point at a field go next to it (the server's words), anything else above the form. */
  const showRequestError = useCallback(
    (error: unknown) => {
      const shown: Partial<Record<F, ShownFieldError>> = {};
      for (const [field, text] of Object.entries(problemFieldErrors(error, fields)) as [F, string][]) {
        shown[field] = { text };
      }
      showErrors(shown, Object.keys(shown).length > 0 ? null : { failure: error });
    },
    [fields, showErrors],
  );

  const clear = useCallback((field?: F) => {
    setShownFormError(null);
    setShownFieldErrors((errors) => {
      if (field === undefined) return {};
      if (errors[field] === undefined) return errors;
      const { [field]: _cleared, ...rest } = errors;
      return rest as Partial<Record<F, ShownFieldError>>;
    });
  }, []);

  const fieldErrors: FieldErrors<F> = {};
  for (const [field, shown] of Object.entries(shownFieldErrors) as [F, ShownFieldError | undefined][]) {
    if (!shown) continue;
    // Without a wording the schema's own (English) message shows; the forms of the interface all pass one.
    fieldErrors[field] = 'text' in shown ? shown.text : (wordIssue?.(field, shown.issue) ?? shown.issue.message);
  }
  const formError =
    shownFormError === null ? null : 'text' in shownFormError ? shownFormError.text : describeError(shownFormError.failure);

  return { fieldErrors, formError, register, show, showIssues, showRequestError, clear };
}
