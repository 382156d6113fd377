import type { z } from 'zod';

/** One problem a client-side check found with a field, as zod reports it. */
export type ValidationIssue = z.core.$ZodIssue;

/**
 * Words an issue of `field` for the form, in the reader's language: the schemas' own messages are English, shared
 * with the server, so a form says them in its own catalog instead.
 */
export type WordIssue<F extends string> = (field: F, issue: ValidationIssue) => string;

/** The first issue of each of `fields` in a failed parse, keyed by field: the one to fix first. */
export function firstIssueByField<F extends string>(error: z.ZodError, fields: readonly F[]): Partial<Record<F, ValidationIssue>> {
  const found: Partial<Record<F, ValidationIssue>> = {};
  for (const issue of error.issues) {
    const field = fields.find((name) => issue.path[0] === name);
    if (field && found[field] === undefined) found[field] = issue;
  }
  return found;
}

/** The first issue of each of `fields` in a failed parse, worded by `word`, keyed by field: what a form shows under each input. */
export function issuesByField<F extends string>(
  error: z.ZodError,
  fields: readonly F[],
  // Without it the schema's English message is shown; the forms of the interface word issues themselves.
  word: WordIssue<F> = (_field, issue) => issue.message,
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const [field, issue] of Object.entries(firstIssueByField(error, fields)) as [F, ValidationIssue][]) {
    found[field] = word(field, issue);
  }
  return found;
}
