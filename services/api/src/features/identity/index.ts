/** Identity: accounts, sign-in (email, Google), sessions, access tokens and roles. */
import type { FileStorage } from '../../infrastructure/file-storage/file-storage.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import { adminUserRoutes } from './admin-users.routes.js';
import { authRoutes } from './auth.routes.js';
import { devOutboxRoutes } from './dev-outbox.routes.js';
import { authProviderRoutes, googleRoutes } from './google/google.routes.js';
import { createIdentity, type Identity } from './identity.service.js';
import { meRoutes } from './me.routes.js';
import { AI_CREDIT_GRANT_INTERVAL_MS, grantDueAiCredits } from './accounts/ai-credit-grants.job.js';
import { pruneSignInState } from './prune-sign-in-state.job.js';

export { authenticate } from './authenticate.middleware.js';
export { identityMigration } from './identity.migration.js';
export { rateLimitWindowsMigration } from './rate-limit-windows.migration.js';
export { grantDueAiCredits } from './accounts/ai-credit-grants.job.js';
export { issueSessionToken, type ServiceUser } from './service-user-tokens.service.js';
export { SESSION_COOKIE, sessionCookieIn } from './sessions/session-cookie.http.js';
export { sessionProbe } from './sessions/session-probe.js';
export { ROTATE_AFTER_MS, ROTATION_GRACE_MS } from './sessions/sessions.service.js';
export type { Identity } from './identity.service.js';
export type { Accounts } from './accounts/accounts.commands.js';
export { accountDecider, foldAccount, type AccountState } from './accounts/account.decider.js';
export type { MailMessage, Mailer } from './mail/mailer.service.js';
export type { RateLimit, RateLimiter } from './sign-in/rate-limiter.service.js';

export type IdentityFeature = Identity & FeatureModule;

export function createIdentityFeature(deps: Parameters<typeof createIdentity>[0] & { files: FileStorage }): IdentityFeature {
  const { files, ...services } = deps;
  const identity = createIdentity(services);
  const { database, clock } = services;
  return {
    ...identity,
    reactors: [],
    jobs: [
      {
        name: 'pruning sign-in state',
        intervalMs: 60 * 60 * 1000,
        everyProcess: true,
        run: () => pruneSignInState(database.db, clock()),
      },
      {
        name: 'granting AI credits',
        intervalMs: AI_CREDIT_GRANT_INTERVAL_MS,
        runAtStart: true,
        run: () => grantDueAiCredits({ accounts: identity.accounts, db: database.db, clock }),
      },
    ],
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
