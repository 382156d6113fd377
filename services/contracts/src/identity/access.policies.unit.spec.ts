import { describe, expect, it } from 'vitest';
import { accessDeniedMessage, accessPolicies, decideAccess, subscriptionRequiredMessage } from './access.policies.js';

describe('access policies', () => {
  it('match the plan exactly: pro is not pro_plus, and neither is free', () => {
    expect(decideAccess(accessPolicies.proPlus, { role: 'creator', tier: 'pro_plus' })).toEqual({ allowed: true });
    for (const tier of ['free', 'pro'] as const) {
      expect(decideAccess(accessPolicies.proPlus, { role: 'admin', tier })).toEqual({
        allowed: false,
        reason: 'subscription_required',
        message: 'This feature is exclusive to our pro_plus plan subscribers. Please upgrade your subscription to access this content.',
      });
    }
  });

  it('let either paid plan in where a policy names both, naming them both when refused', () => {
    for (const tier of ['pro', 'pro_plus'] as const) expect(decideAccess(accessPolicies.paidPlans, { role: 'student', tier })).toEqual({ allowed: true });
    expect(decideAccess(accessPolicies.paidPlans, { role: 'admin', tier: 'free' })).toEqual({
      allowed: false,
      reason: 'subscription_required',
      message: 'This feature is exclusive to our pro or pro_plus plan subscribers. Please upgrade your subscription to access this content.',
    });
  });

  it('match the role exactly: an admin is not a creator, and a creator is not an admin', () => {
    expect(decideAccess(accessPolicies.admin, { role: 'admin', tier: 'free' })).toEqual({ allowed: true });
    expect(decideAccess(accessPolicies.admin, { role: 'creator', tier: 'pro_plus' })).toEqual({
      allowed: false,
      reason: 'access_denied',
      message: "You don't have permission to access this page. This feature requires admin privileges.",
    });
    expect(decideAccess({ role: 'creator' }, { role: 'admin', tier: 'free' }).allowed).toBe(false);
  });

  it('let any of several roles in, naming them all when refused', () => {
    expect(decideAccess(accessPolicies.courseCreation, { role: 'instructor', tier: 'free' }).allowed).toBe(true);
    expect(decideAccess(accessPolicies.courseCreation, { role: 'student', tier: 'pro' })).toMatchObject({
      message: accessDeniedMessage('instructor or admin'),
    });
  });

  it('check the role before the plan, and let everyone signed in through signedIn', () => {
    expect(decideAccess({ role: 'admin', plan: 'pro_plus' }, { role: 'student', tier: 'free' })).toMatchObject({ reason: 'access_denied' });
    expect(decideAccess(accessPolicies.signedIn, { role: 'student', tier: 'free' })).toEqual({ allowed: true });
    expect(subscriptionRequiredMessage('pro')).toBe(
      'This feature is exclusive to our pro plan subscribers. Please upgrade your subscription to access this content.',
    );
  });
});
