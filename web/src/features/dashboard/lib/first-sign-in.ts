import type { MeResponse } from '@pathwise/contracts';

/** Signing up signs the new account in at once; a sign-in later than this is someone coming back. */
const SIGN_UP_TO_FIRST_SIGN_IN_MS = 10 * 60 * 1000;

/** Whether this is the account's first sign-in: a person who has just signed up is welcomed, not welcomed back. */
export function isFirstSignIn(user: Pick<MeResponse, 'created_at' | 'last_login'>): boolean {
  if (user.last_login === null) return true;
  return Date.parse(user.last_login) - Date.parse(user.created_at) < SIGN_UP_TO_FIRST_SIGN_IN_MS;
}
