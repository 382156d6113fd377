export type SignInIntent = 'signup' | 'login';

/** A code that is on its way: to whom, with what name for a new account, and for how long it works. */
export interface SentCode {
  email: string;
  displayName?: string | undefined;
  expiresInSeconds?: number | undefined;
}
