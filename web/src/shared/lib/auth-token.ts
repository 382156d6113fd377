/** The spec keeps the bearer token in browser storage, `auth_token` first, then `token` (section 7). */
const TOKEN_STORAGE_KEYS = ['auth_token', 'token'] as const;

/** The signed-in user's bearer token, or null when anonymous. Read on every use, so a new sign-in takes effect. */
export function readAuthToken(): string | null {
  try {
    for (const key of TOKEN_STORAGE_KEYS) {
      const token = window.localStorage.getItem(key);
      if (token) return token;
    }
  } catch {
    // Storage can be disabled (privacy modes); the caller then goes out anonymous.
  }
  return null;
}

/** Forgets a stored bearer token, so requests after a sign-out go out anonymous rather than with a dead token. */
export function clearAuthToken(): void {
  try {
    for (const key of TOKEN_STORAGE_KEYS) window.localStorage.removeItem(key);
  } catch {
    // Storage can be disabled; then nothing was stored either.
  }
}
