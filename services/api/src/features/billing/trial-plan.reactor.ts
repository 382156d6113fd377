import { streamId, type PathwiseEvent, type SubscriptionTier } from '@pathwise/event-schemas';
import type { Reactor } from '@pathwise/event-store';
import { accountDecider, foldAccount } from '../identity/index.js';

/**
 * A trial moves the account onto its plan when it starts and back to the free plan when it ends (unless the account
 * subscribed during it), through the account's
 * own rules (an audited tier change whose source is billing). The client never decides a tier. A trial that ends on
 * an account an admin has moved to another plan meanwhile leaves that plan alone.
 */
export const trialPlanReactor: Reactor<PathwiseEvent> = {
  name: 'trial-plan',
  eventTypes: ['TrialStarted', 'TrialEnded'],
  async react(event, context) {
    if (event.type !== 'TrialStarted' && event.type !== 'TrialEnded') return [];
    // A trial that converted leaves the tier to the subscription's own events.
    if (event.type === 'TrialEnded' && event.data.outcome === 'converted') return [];
    const { userId, tier } = event.data;
    const account = await context.readStream(streamId('account', userId));
    const state = foldAccount(userId, account.events);
    if (!state.exists) return [];
    const [to, reason]: [SubscriptionTier, string] =
      event.type === 'TrialStarted' ? [tier, 'Free trial started'] : [state.tier === tier ? 'free' : state.tier, 'Free trial ended'];
    const events = accountDecider.decide({ type: 'ChangeTier', to, changedBy: userId, source: 'billing', reason }, state);
    return events.length ? [{ streamId: streamId('account', userId), events, expectedVersion: account.currentVersion }] : [];
  },
};
