/**
 * Identity: who is signed in (useAuth), the emailed-code and Google sign-in, the header's account corner, the guard
 * of signed-in pages, and one's own account (profile and settings). The pages are in pages.ts, each loaded on demand.
 */
export { AccountNav, preloadAccountMenu } from './components/account-nav';
export { AccountName } from './components/account-name';
export { Avatar } from './components/avatar';
export { useAccountLabels } from './lib/account-labels';
export { RequireAuth } from './components/require-auth';
export { useAuth, type Auth, type AuthStatus } from './lib/use-auth';
export { wasSignedInLastVisit } from './lib/session-hint';
export { readInlinedSession } from './lib/inlined-session';
export { safeRedirectPath } from './lib/safe-redirect';
export { useSignOut } from './lib/use-sign-out';
export { useSessionRecheckOnServerDisconnect } from './lib/use-session-recheck-on-server-disconnect';
export { isNotSession } from './lib/session-transitions';
export {
  getSession,
  getSessionQueryOptions,
  rememberSession,
  rememberUser,
  sessionQueryKey,
  useSession,
  type CurrentSession,
} from './api/get-session';
export { updateSettings } from './api/update-settings';
