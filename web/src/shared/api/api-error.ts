import type { ProblemDetails } from '@pathwise/contracts';
import type { ApiMessageKey } from './messages';

/**
 * A non-OK answer from the API. The message is `status statusText` as the spec words it (section 7); the RFC 9457
 * body, when the server sent one, is kept so screens can show its `detail` or map `errors` onto form fields.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly problem?: ProblemDetails,
    /** From the Retry-After header of a 429 or 503: how long the server asks the client to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    // HTTP/2 has no reason phrase, so statusText can be empty; avoid a dangling space then.
    super(statusText ? `${status} ${statusText}` : String(status));
  }
}

/** How the client words what it says itself: a translator over `apiMessages` (./messages.ts), and durations in words. */
export interface ErrorWording {
  readonly t: (key: ApiMessageKey, values?: Readonly<Record<string, string | number>>) => string;
  readonly duration: (seconds: number) => string;
}

const statusKeys: Readonly<Record<number, ApiMessageKey>> = {
  400: 'status400',
  401: 'status401',
  403: 'status403',
  404: 'status404',
  408: 'status408',
  409: 'status409',
  413: 'status413',
  422: 'status422',
  429: 'status429',
  500: 'status500',
  502: 'status502',
  503: 'status503',
  504: 'status504',
};

// What browsers reject fetch with when no answer came at all (Chromium, Firefox, Safari).
const isNetworkFailure = (error: unknown): boolean =>
  error instanceof TypeError && /failed to fetch|networkerror|load failed|network request failed/i.test(error.message);

/**
 * What to tell the user about a failed request. The server's own words (the problem's `detail`, else its `title`)
 * are shown as they come; what the client says itself is worded by `wording`, in the reader's language: a 429 says
 * how long to wait, from Retry-After ("Try again in 2 minutes"), a bare status is "status statusText" (spec section
 * 7), a string error is shown as it is, and anything else is 'An error occurred' (spec section 8).
 * Components get `wording` from `useDescribeError()`.
 */
export function describeError(error: unknown, { t, duration }: ErrorWording): string {
  if (error instanceof ApiError) {
    if (error.status === 429 && error.retryAfterSeconds !== undefined) {
      return t('tooManyAttempts', { wait: duration(error.retryAfterSeconds) });
    }
    const serverWords = error.problem?.detail ?? error.problem?.title;
    if (serverWords) return serverWords;
    const statusKey = statusKeys[error.status];
    return statusKey ? t(statusKey) : t('requestFailed', { status: error.status });
  }
  if (isNetworkFailure(error)) return t('unreachable');
  if (typeof error === 'string' && error !== '') return error;
  return t('errorOccurred');
}

/** Retry-After is either a number of seconds or an HTTP date (RFC 9110 section 10.2.3). */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The problem's `errors` that point at one of `fields` of the request body (`#/body/code` -> `code`), keyed by
 * field: what a form shows next to each input. Errors pointing elsewhere are left to the form-level message.
 */
export function problemFieldErrors<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return found;
  for (const { pointer, detail } of error.problem?.errors ?? []) {
    const field = fields.find((name) => pointer === `#/body/${name}`);
    // The first error of a field is the one to fix first.
    if (field && found[field] === undefined) found[field] = detail;
  }
  return found;
}
