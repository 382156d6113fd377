import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../../testing/decider-specification.js';
import { planSubscriptionDecider, TRIAL_USED, type PlanSubscriptionEvent } from './plan-subscription.decider.js';

const userId = 'u-1';
const startedAt = '2026-03-01T10:00:00.000Z';
const endsAt = '2026-03-15T10:00:00.000Z';

const given = deciderSpecification(planSubscriptionDecider, {
  id: userId,
  recorded: (event) => ({ ...event, recordedAt: new Date(startedAt) }) as StoredEvent<PathwiseEvent>,
});

const started: PlanSubscriptionEvent = { type: 'TrialStarted', data: { userId, tier: 'pro', startedAt, endsAt } };
const reminded: PlanSubscriptionEvent = { type: 'TrialEndingReminded', data: { userId, tier: 'pro', endsAt } };
const ended: PlanSubscriptionEvent = { type: 'TrialEnded', data: { userId, tier: 'pro', endedAt: endsAt, outcome: 'returned_to_free' } };
const at = (moment: string) => new Date(moment);

describe('plan subscription decider: the free trial', () => {
  it("starts a trial of the plan's 14 days from the free plan", () => {
    given().when({ type: 'StartTrial', tier: 'pro', currentTier: 'free', asOf: at(startedAt) }).then([started]);
  });

  it('takes the same trial asked again as done, and refuses another or a second one', () => {
    given(started).when({ type: 'StartTrial', tier: 'pro', currentTier: 'pro', asOf: at('2026-03-02T10:00:00.000Z') }).then([]);
    given(started).when({ type: 'StartTrial', tier: 'pro_plus', currentTier: 'pro', asOf: at('2026-03-02T10:00:00.000Z') }).rejects('conflict', TRIAL_USED);
    given(started, ended).when({ type: 'StartTrial', tier: 'pro', currentTier: 'free', asOf: at('2026-04-01T10:00:00.000Z') }).rejects('conflict', TRIAL_USED);
  });

  it('refuses a trial to an account on a paid plan', () => {
    given().when({ type: 'StartTrial', tier: 'pro_plus', currentTier: 'pro', asOf: at(startedAt) }).rejects('conflict');
  });

  it('reminds once, from three days before the end', () => {
    given(started).when({ type: 'RemindTrialEnding', asOf: at('2026-03-12T09:59:00.000Z') }).then([]);
    given(started).when({ type: 'RemindTrialEnding', asOf: at('2026-03-12T10:00:00.000Z') }).then([reminded]);
    given(started, reminded).when({ type: 'RemindTrialEnding', asOf: at('2026-03-13T10:00:00.000Z') }).then([]);
    given().when({ type: 'RemindTrialEnding', asOf: at('2026-03-13T10:00:00.000Z') }).then([]);
  });

  it('ends the trial once its time is up, once', () => {
    given(started, reminded).when({ type: 'EndTrial', asOf: at('2026-03-15T09:00:00.000Z') }).then([]);
    given(started, reminded).when({ type: 'EndTrial', asOf: at(endsAt) }).then([ended]);
    given(started, reminded, ended).when({ type: 'EndTrial', asOf: at('2026-03-16T10:00:00.000Z') }).then([]);
  });
});
