import type { Role, SubscriptionTier } from '@pathwise/event-schemas';
import type { Identity } from './identity.service.js';

export interface ServiceUser {
  readonly userId: string;
  readonly role: Role;
  readonly tier: SubscriptionTier;
  readonly email?: string;
}

/**
 * A bearer token for a user, registering the account if it does not exist and opening a session of its own, as a
 * sign-in would. For tools and tests (load-test users, CLI access), never reachable over HTTP.
 */
export async function issueSessionToken(identity: Identity, user: ServiceUser, ttlSeconds?: number): Promise<string> {
  if (!(await identity.accounts.load(user.userId)).state.exists) {
    await identity.accounts.register({
      userId: user.userId,
      email: user.email ?? null,
      displayName: user.userId,
      role: user.role,
      tier: user.tier,
    });
  }
  const { session } = await identity.sessions.create(user.userId, 'email_code', 'pathwise-tool');
  return identity.tokens.issue({ userId: user.userId, sessionId: session.sessionId }, ttlSeconds);
}
