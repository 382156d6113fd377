import type { MeResponse } from '@pathwise/contracts';
import { useSession } from '../api/get-session';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export type Auth =
  | { status: 'loading'; user: null; csrfToken: null; error: null }
  | { status: 'signed-in'; user: MeResponse; csrfToken: string; error: null }
  /** `error` is set when the session could not be checked at all (server down), as opposed to a plain 401. */
  | { status: 'signed-out'; user: null; csrfToken: null; error: unknown };

/** Who is signed in, from the session query: loading at first, then signed out or signed in (spec section 4). */
export function useAuth(): Auth {
  const session = useSession();
  if (session.data) {
    return { status: 'signed-in', user: session.data.user, csrfToken: session.data.csrf_token, error: null };
  }
  if (session.isPending) return { status: 'loading', user: null, csrfToken: null, error: null };
  return { status: 'signed-out', user: null, csrfToken: null, error: session.error };
}
