import type { Role, SubscriptionTier } from '@pathwise/event-schemas';

/**
 * Who may use what, by name: the server enforces these on its routes and the web app uses the same table for its
 * route gates. Matching is exact, not hierarchical (spec section 5): a pro user is not a pro_plus user, and an
 * admin is not a creator.
 */
export interface AccessPolicy {
  readonly role?: Role;
  readonly roles?: readonly Role[];
  readonly plan?: SubscriptionTier;
  /** Any of these plans (still exact: each is named). */
  readonly plans?: readonly SubscriptionTier[];
}

export const accessPolicies = {
  signedIn: {},
  admin: { role: 'admin' },
  proPlus: { plan: 'pro_plus' },
  /** The paid plans, pro and pro_plus: the course assistant (spec section 6: non-free plans). */
  paidPlans: { plans: ['pro', 'pro_plus'] },
  /** Create Course: instructors and admins (spec section 6). */
  courseCreation: { roles: ['instructor', 'admin'] },
} as const satisfies Record<string, AccessPolicy>;

export type AccessPolicyName = keyof typeof accessPolicies;

/** The spec's Access Denied message. */
export const accessDeniedMessage = (role: string) =>
  `You don't have permission to access this page. This feature requires ${role} privileges.`;

/** The spec's Subscription Required message. */
export const subscriptionRequiredMessage = (plan: string) =>
  `This feature is exclusive to our ${plan} plan subscribers. Please upgrade your subscription to access this content.`;

export type AccessDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: 'access_denied' | 'subscription_required'; readonly message: string };

/** Decides a policy for a signed-in user: the role first (Access Denied), then the plan (Subscription Required). */
export function decideAccess(policy: AccessPolicy, user: { role: Role; tier: SubscriptionTier }): AccessDecision {
  const roles = policy.roles ?? (policy.role ? [policy.role] : null);
  if (roles && !roles.includes(user.role)) {
    return { allowed: false, reason: 'access_denied', message: accessDeniedMessage(roles.join(' or ')) };
  }
  const plans = policyPlans(policy);
  if (plans && !plans.includes(user.tier)) {
    return { allowed: false, reason: 'subscription_required', message: subscriptionRequiredMessage(plans.join(' or ')) };
  }
  return { allowed: true };
}

/** The plans a policy lets in, or null when it names none. */
export const policyPlans = (policy: AccessPolicy): readonly SubscriptionTier[] | null => policy.plans ?? (policy.plan ? [policy.plan] : null);
