/** Identity: accounts, sign-in (email, Google), sessions, access tokens and roles. */
import type { FileStorage } from '../../infrastructure/file-storage/file-storage.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import { adminUserRoutes } from './admin-users.routes.js';
import { authRoutes } from './auth.routes.js';
import { devOutboxRoutes } from './dev-outbox.routes.js';
import { authProviderRoutes, googleRoutes } from './google/google.routes.js';
import { createIdentity, type Identity } from './identity.js';
import { meRoutes } from './me.routes.js';

export { authenticate } from './authenticate.js';
export { identityMigration } from './identity.migration.js';
export { rateLimitWindowsMigration } from './rate-limit-windows.migration.js';
export { pruneSignInState } from './prune-sign-in-state.js';
export { issueSessionToken, type ServiceUser } from './issue-session-token.js';
export { SESSION_COOKIE, sessionCookieIn } from './sessions/session-cookie.js';
export { ROTATE_AFTER_MS, ROTATION_GRACE_MS } from './sessions/sessions.js';
export type { Identity } from './identity.js';
export type { Accounts } from './accounts/accounts.js';
export type { Mailer } from './mail/mailer.js';
export type { RateLimit, RateLimiter } from './sign-in/rate-limiter.js';

export type IdentityFeature = Identity & FeatureModule;

export function createIdentityFeature(deps: Parameters<typeof createIdentity>[0] & { files: FileStorage }): IdentityFeature {
  const { files, ...services } = deps;
  const identity = createIdentity(services);
  return {
    ...identity,
    reactors: [],
    routes: [
      ...authRoutes(identity),
      ...authProviderRoutes(identity),
      ...(identity.google ? googleRoutes(identity.google, identity.secureCookies) : []),
      ...meRoutes(identity, files),
      ...adminUserRoutes(identity, services.database.db),
      ...(identity.devOutbox ? devOutboxRoutes(identity.devOutbox) : []),
    ],
  };
}
