import { streamId, type PathwiseEvent, type SubscriptionTier } from '@pathwise/event-schemas';
import type { Reactor } from '@pathwise/event-store';
import { accountDecider, foldAccount } from '../identity/index.js';

const subscriptionEvents = ['PlanSubscriptionStarted', 'PlanUpgraded', 'PlanSubscriptionRenewed', 'PlanSubscriptionEnded'] as const;

/**
 * A paid subscription moves the account onto its plan when it starts, is upgraded or renews into another plan, and
 * back to the free plan when it ends, through the account's own rules (an audited tier change whose source is
 * billing). The client never decides a tier. An end that finds the account on another plan (an admin moved it)
 * leaves that plan alone.
 */
export const subscriptionPlanReactor: Reactor<PathwiseEvent> = {
  name: 'subscription-plan',
  eventTypes: [...subscriptionEvents],
  async react(event, context) {
    const target = tierAfter(event);
    if (!target) return [];
    const { userId } = target;
    const account = await context.readStream(streamId('account', userId));
    const state = foldAccount(userId, account.events);
    if (!state.exists) return [];
    const to: SubscriptionTier = target.endsOn ? (state.tier === target.endsOn ? 'free' : state.tier) : target.tier;
    const events = accountDecider.decide({ type: 'ChangeTier', to, changedBy: userId, source: 'billing', reason: target.reason }, state);
    return events.length ? [{ streamId: streamId('account', userId), events, expectedVersion: account.currentVersion }] : [];
  },
};

type Target = { userId: string; reason: string } & ({ tier: SubscriptionTier; endsOn?: undefined } | { tier?: undefined; endsOn: SubscriptionTier });

function tierAfter(event: PathwiseEvent): Target | null {
  switch (event.type) {
    case 'PlanSubscriptionStarted':
      return { userId: event.data.userId, tier: event.data.tier, reason: 'Subscription started' };
    case 'PlanUpgraded':
      return { userId: event.data.userId, tier: event.data.to, reason: 'Subscription upgraded' };
    case 'PlanSubscriptionRenewed':
      return { userId: event.data.userId, tier: event.data.tier, reason: 'Subscription renewed' };
    case 'PlanSubscriptionEnded':
      return {
        userId: event.data.userId,
        endsOn: event.data.tier,
        reason: event.data.reason === 'cancelled' ? 'Subscription cancelled' : 'Subscription ended unpaid',
      };
    default:
      return null;
  }
}
