import type { AuthMessageKey } from '../messages';

/**
 * What to say when a Google sign-in comes back refused (/login?error=<code>). The codes are the server's
 * (GoogleSignInFailure, plus too_many_attempts); an unknown one still gets a sentence that says what to do next.
 */
const messageKeys: Readonly<Record<string, AuthMessageKey>> = {
  google_cancelled: 'googleCancelled',
  google_refused: 'googleRefused',
  sign_in_expired: 'googleSignInExpired',
  email_not_verified: 'googleEmailNotVerified',
  google_unavailable: 'googleUnavailable',
  too_many_attempts: 'googleTooManyAttempts',
};

/** The key in the auth catalog of what to say about the refusal `code`. */
export function googleSignInErrorKey(code: string): AuthMessageKey {
  return Object.hasOwn(messageKeys, code) ? (messageKeys[code] ?? 'googleFailed') : 'googleFailed';
}
