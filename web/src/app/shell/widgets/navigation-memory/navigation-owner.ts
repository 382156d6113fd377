import { useAuth } from '../../../../features/identity';

/** Visitors who are not signed in share one history in this browser, apart from every account's. */
export const ANONYMOUS_OWNER = 'anonymous';

/**
 * Whose navigation the hints and recent paths learn from and show: the signed-in user's id, or the visitors' shared
 * history; null while the session is loading, when nothing should be read or written for either.
 */
export function useNavigationOwner(): string | null {
  const auth = useAuth();
  if (auth.status === 'loading') return null;
  return auth.user?.uid ?? ANONYMOUS_OWNER;
}
