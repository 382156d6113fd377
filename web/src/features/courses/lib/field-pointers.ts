import { ApiError } from '../../../shared/api/api-error';

/**
 * The same failure with every error pointing at the top-level body field it sits in (`#/body/tags/2` ->
 * `#/body/tags`), so a form that has one input per top-level field can show it there.
 */
export function withTopLevelPointers(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.problem?.errors) return error;
  const errors = error.problem.errors.map((entry) => ({
    ...entry,
    pointer: entry.pointer.replace(/^(#\/body\/[^/]+).*$/, '$1'),
  }));
  return new ApiError(error.status, error.statusText, { ...error.problem, errors }, error.retryAfterSeconds);
}
