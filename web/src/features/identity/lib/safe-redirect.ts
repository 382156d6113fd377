/** Pages a successful sign-in must not return to: they would ask to sign in again. */
const SIGN_IN_PATHS = ['/login', '/signup', '/otp-login'];

/**
 * The `redirect` search parameter when it is a path on this site, else null. Only a path starting with a single
 * `/` qualifies: `//host` and `/\host` are read by browsers as another site, and control characters are dropped
 * by URL parsers, which can turn `/\t/host` into `//host`.
 */
export function safeRedirectPath(redirect: unknown): string | null {
  if (typeof redirect !== 'string' || !redirect.startsWith('/') || redirect.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(redirect)) return null;
  const path = redirect.split(/[?#]/, 1)[0] ?? '';
  if (SIGN_IN_PATHS.includes(path)) return null;
  return redirect;
}
