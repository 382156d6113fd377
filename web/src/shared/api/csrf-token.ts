/**
 * The CSRF token of the current cookie session. The server refuses a cookie-authenticated write without it, so
 * {@link apiFetch} sends it on every non-GET request; the identity feature keeps it in step with the session.
 * A module-level holder rather than React state: the API client runs outside components.
 */
let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function readCsrfToken(): string | null {
  return csrfToken;
}
