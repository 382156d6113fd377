import type { Role, SubscriptionTier } from '@pathwise/event-schemas';

/** Who is making a request, as the server verified it: role and tier as the account has them now. */
export interface Actor {
  readonly userId: string;
  readonly role: Role;
  readonly tier: SubscriptionTier;
  /** The session the request belongs to; logging out ends it. */
  readonly sessionId: string;
  /** How the request proved itself: a browser cookie needs a CSRF token on writes, a bearer token does not. */
  readonly via: 'bearer' | 'cookie';
}
