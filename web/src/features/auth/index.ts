/**
 * The auth feature: who is signed in (useAuth), the emailed-code sign-in, the header's account corner and the
 * guard of signed-in pages. The pages themselves are imported by their routes directly, so each loads on demand.
 */
export { AccountNav } from './components/account-nav';
export { RequireAuth } from './components/require-auth';
export { useAuth, type Auth, type AuthStatus } from './lib/use-auth';
export { safeRedirectPath } from './lib/safe-redirect';
export { useSignOut } from './lib/use-sign-out';
export { useSessionRecheckOnServerDisconnect } from './lib/use-session-recheck-on-server-disconnect';
export {
  getSession,
  getSessionQueryOptions,
  rememberSession,
  rememberUser,
  sessionQueryKey,
  useSession,
  type CurrentSession,
} from './api/get-session';
