import { useRouter } from '@tanstack/react-router';
import { safeRedirectPath } from './safe-redirect';

/**
 * Where a successful sign-in goes: the `redirect` the person came with when it is a path on this site, else the
 * dashboard once the app has one, else home.
 */
export function useSignInDestination(redirect: unknown): string {
  const router = useRouter();
  const home = Object.hasOwn(router.routesByPath, '/dashboard') ? '/dashboard' : '/';
  return safeRedirectPath(redirect) ?? home;
}
