import { accessPolicies, decideAccess, policyPlans, type AccessPolicy, type AccessPolicyName } from '@pathwise/contracts';
import type { ReactNode } from 'react';
import { RequireAuth, useAuth } from '../../identity';
import { AccessDeniedPage } from './access-denied-page';
import { SubscriptionRequiredPage } from './subscription-required-page';

interface GateProps {
  policy: AccessPolicyName;
  children: ReactNode;
}

/**
 * The protected wrapper of spec section 2: auth's RequireAuth says 'Verifying authentication...' while the session
 * loads and sends a visitor to /login with the original path; then the page's policy decides.
 */
export function AccessGate({ policy, children }: GateProps) {
  return (
    <RequireAuth>
      <PolicyGate policy={policy}>{children}</PolicyGate>
    </RequireAuth>
  );
}

/**
 * A named policy of @pathwise/contracts for the signed-in user: the page, 'Access Denied' or 'Subscription
 * Required'. Nested under an AccessGate, which has already made sure somebody is signed in.
 */
export function PolicyGate({ policy, children }: GateProps) {
  const { user } = useAuth();
  if (!user) return null;
  const rule: AccessPolicy = accessPolicies[policy];
  const decision = decideAccess(rule, { role: user.role, tier: user.subscription_tier });
  if (decision.allowed) return children;
  if (decision.reason === 'access_denied') {
    return <AccessDeniedPage roles={rule.roles ?? (rule.role ? [rule.role] : [])} />;
  }
  // decideAccess only asks for a subscription when the policy names a plan.
  return <SubscriptionRequiredPage plans={policyPlans(rule) ?? ['pro_plus']} />;
}
