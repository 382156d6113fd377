import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../../testing/decider-specification.js';
import { SIGN_UP_AI_CREDITS, accountDecider, type AccountEvent } from './account.decider.js';
import { nextMonthlyGrantAt } from './ai-credit-grants.rules.js';

const userId = 'u-1';
const registeredAt = new Date('2026-01-31T09:00:00.000Z');

const given = deciderSpecification(accountDecider, {
  id: userId,
  recorded: (event) => ({ ...event, recordedAt: registeredAt }) as StoredEvent<PathwiseEvent>,
});

const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: {
    userId,
    email: 'ada@example.com',
    displayName: 'Ada',
    role: 'creator',
    subscriptionTier: 'free',
    aiCreditBalance: SIGN_UP_AI_CREDITS,
    preferredLanguage: 'en',
    receiveEmailNotifications: true,
  },
};
const upgraded = (to: 'pro' | 'pro_plus'): AccountEvent => ({
  type: 'SubscriptionTierChanged',
  data: { userId, from: 'free', to, changedBy: userId, source: 'billing', reason: 'Subscribed' },
});
const grant = (asOf: string) => ({ type: 'GrantMonthlyAiCredits', asOf: new Date(asOf) }) as const;

describe('monthly AI credits', () => {
  it('counts a month to the same day of the next month, or the last day of a shorter one', () => {
    expect(nextMonthlyGrantAt(new Date('2026-01-31T09:00:00.000Z'))).toEqual(new Date('2026-02-28T09:00:00.000Z'));
    expect(nextMonthlyGrantAt(new Date('2026-03-15T00:00:00.000Z'))).toEqual(new Date('2026-04-15T00:00:00.000Z'));
    expect(nextMonthlyGrantAt(new Date('2026-12-31T23:00:00.000Z'))).toEqual(new Date('2027-01-31T23:00:00.000Z'));
  });

  it('grants nothing before a month has passed since sign-up', () => {
    given(registered).when(grant('2026-02-27T09:00:00.000Z')).then([]);
  });

  it("tops a free account's balance up to its plan's 100 a month later, even when little is left", () => {
    const spentDown: AccountEvent = { type: 'AiCreditsGranted', data: { userId, tier: 'free', credits: 0, balance: 30, grantedAt: '2026-02-01T09:00:00.000Z' } };
    given(registered).when(grant('2026-02-28T09:00:00.000Z')).then([
      { type: 'AiCreditsGranted', data: { userId, tier: 'free', credits: 0, balance: 100, grantedAt: '2026-02-28T09:00:00.000Z' } },
    ]);
    // A balance of 30 granted on February 1st is due again on March 1st.
    given(registered, spentDown).when(grant('2026-02-28T09:00:00.000Z')).then([]);
    given(registered, spentDown).when(grant('2026-03-01T09:00:00.000Z')).then([
      { type: 'AiCreditsGranted', data: { userId, tier: 'free', credits: 70, balance: 100, grantedAt: '2026-03-01T09:00:00.000Z' } },
    ]);
  });

  it('grants a better plan its credits the day it starts, then waits a month', () => {
    const granted: AccountEvent = { type: 'AiCreditsGranted', data: { userId, tier: 'pro', credits: 1_900, balance: 2_000, grantedAt: '2026-02-01T10:00:00.000Z' } };
    given(registered, upgraded('pro')).when(grant('2026-02-01T10:00:00.000Z')).then([granted]);
    given(registered, upgraded('pro'), granted).when(grant('2026-02-15T10:00:00.000Z')).then([]);
    const { state } = given(registered, upgraded('pro'), granted);
    expect(state).toMatchObject({ aiCreditBalance: 2_000, aiCreditsGrantedTier: 'pro', aiCreditsGrantedAt: new Date('2026-02-01T10:00:00.000Z') });
  });

  it('keeps credits above the plan’s monthly amount', () => {
    const rich: AccountEvent = { type: 'AiCreditsGranted', data: { userId, tier: 'free', credits: 0, balance: 500, grantedAt: '2026-02-01T09:00:00.000Z' } };
    given(registered, rich).when(grant('2026-03-02T09:00:00.000Z')).then([
      { type: 'AiCreditsGranted', data: { userId, tier: 'free', credits: 0, balance: 500, grantedAt: '2026-03-02T09:00:00.000Z' } },
    ]);
  });
});
