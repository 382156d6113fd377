import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../testing/decider-specification.js';
import { planSubscriptionDecider, type PlanSubscriptionCommand, type PlanSubscriptionEvent } from './plan-subscription.decider.js';
import type { ProviderRenewal } from './provider-renewals.decisions.js';

const userId = 'u-1';
const subscribedAt = '2026-04-01T00:00:00.000Z';
const at = (moment: string) => new Date(moment);

const given = deciderSpecification(planSubscriptionDecider, {
  id: userId,
  recorded: (event) => ({ ...event, recordedAt: new Date(subscribedAt) }) as StoredEvent<PathwiseEvent>,
});

function history(...commands: PlanSubscriptionCommand[]): PlanSubscriptionEvent[] {
  const events: PlanSubscriptionEvent[] = [];
  let state = planSubscriptionDecider.initialState(userId);
  for (const command of commands) {
    const decided = planSubscriptionDecider.decide(command, state);
    state = decided.reduce(planSubscriptionDecider.evolve, state);
    events.push(...decided);
  }
  return events;
}
const stateAfter = (events: PlanSubscriptionEvent[]) => events.reduce(planSubscriptionDecider.evolve, planSubscriptionDecider.initialState(userId));
const decideOn = (events: PlanSubscriptionEvent[], command: PlanSubscriptionCommand) => [...events, ...planSubscriptionDecider.decide(command, stateAfter(events))];

/** Subscribed through a provider that runs the schedule: the checkout's notification names its subscription. */
const subscribedThroughProvider = () =>
  history(
    { type: 'StartPlanCheckout', checkoutId: 'co-1', tier: 'pro', period: 'monthly', currency: 'USD', taxCountry: 'FR', taxRateBasisPoints: 2_000, asOf: at(subscribedAt) },
    {
      type: 'CompletePlanCheckout',
      checkoutId: 'co-1',
      providerEventId: 'evt_1',
      providerCustomerId: 'cus_1',
      providerSubscriptionId: 'sub_1',
      paymentMethod: { id: 'pm_1', brand: 'visa', last4: '4242' },
      paymentId: 'in_1',
      asOf: at(subscribedAt),
    },
  );

// Stripe's next period, as its invoice's line names it: a few seconds off ours, as its own clock counts.
const nextPeriod = { periodStart: at('2026-04-30T23:59:58.000Z'), periodEnd: at('2026-05-31T23:59:58.000Z') };
const paidRenewal: ProviderRenewal = { ...nextPeriod, outcome: 'paid', paymentId: 'in_2' };
const failedAttempt = (attempt: number, nextRetryAt: string | null): ProviderRenewal => ({
  ...nextPeriod,
  outcome: 'failed',
  attempt,
  nextRetryAt: nextRetryAt ? at(nextRetryAt) : null,
  failureReason: 'payment_failed',
});
const record = (renewal: ProviderRenewal, asOf = '2026-05-01T00:10:00.000Z'): PlanSubscriptionCommand => ({ type: 'RecordProviderRenewal', renewal, asOf: at(asOf) });

describe('plan subscription decider: renewals the provider runs', () => {
  it('keeps the provider’s subscription on the stream', () => {
    expect(subscribedThroughProvider()[1]).toMatchObject({ type: 'PlanSubscriptionStarted', data: { providerSubscriptionId: 'sub_1' } });
    expect(stateAfter(subscribedThroughProvider()).subscription).toMatchObject({ providerSubscriptionId: 'sub_1', status: 'active' });
  });

  it('records a paid invoice as the renewal our own charge would record, for the provider’s period, once', () => {
    const events = subscribedThroughProvider();
    given(...events)
      .when(record(paidRenewal))
      .then((decided) => {
        expect(decided.map((event) => event.type)).toEqual(['PlanInvoiceIssued', 'PlanSubscriptionRenewed']);
        expect(decided[0]!.data).toMatchObject({ reason: 'renewal', status: 'paid', paymentId: 'in_2', subtotal: 2_900, tax: 580, total: 3_480, number: 'U1-0002' });
        expect(decided[1]!.data).toMatchObject({ tier: 'pro', period: 'monthly', periodStart: '2026-04-30T23:59:58.000Z', periodEnd: '2026-05-31T23:59:58.000Z' });
      });
    given(...decideOn(events, record(paidRenewal))).when(record(paidRenewal)).then([]);
  });

  it('keeps the plan through the provider’s retries, records each attempt once, and ends the subscription unpaid after the last', () => {
    let events = subscribedThroughProvider();
    const retries = ['2026-05-02T00:00:00.000Z', '2026-05-04T00:00:00.000Z', '2026-05-08T00:00:00.000Z', null];
    retries.forEach((nextRetryAt, attempt) => {
      const command = record(failedAttempt(attempt, nextRetryAt));
      const after = decideOn(events, command);
      const decided = after.slice(events.length);
      expect(decided[0]).toMatchObject({ type: 'PlanInvoiceIssued', data: { status: 'failed', failureReason: 'payment_failed', paymentId: null } });
      expect(decided[1]).toMatchObject({ type: 'PlanRenewalFailed', data: { attempt, dueAt: '2026-05-01T00:00:00.000Z', nextRetryAt } });
      given(...after).when(command).then([]);
      events = after;
      expect(stateAfter(events).subscription!.status).toBe(nextRetryAt ? 'past_due' : 'ended');
    });
    expect(events.at(-1)).toMatchObject({ type: 'PlanSubscriptionEnded', data: { reason: 'payment_failed' } });
    // Stripe's own end of it afterwards changes nothing.
    given(...events).when({ type: 'EndProviderSubscription', asOf: at('2026-05-08T00:05:00.000Z') }).then([]);
  });

  it('recovers on a retry that pays, and ignores a failure of a period paid for already', () => {
    const failed = decideOn(subscribedThroughProvider(), record(failedAttempt(0, '2026-05-02T00:00:00.000Z')));
    const recovered = decideOn(failed, record(paidRenewal, '2026-05-02T00:01:00.000Z'));
    expect(stateAfter(recovered).subscription).toMatchObject({ status: 'active', failedAttempts: 0, periodEnd: at('2026-05-31T23:59:58.000Z') });
    given(...recovered).when(record(failedAttempt(0, '2026-05-02T00:00:00.000Z'))).then([]);
  });

  it('ends the subscription when the provider does: cancelled, or unpaid while a renewal was retried', () => {
    const events = subscribedThroughProvider();
    given(...events).when({ type: 'EndProviderSubscription', asOf: at('2026-05-01T00:00:00.000Z') }).then([
      { type: 'PlanSubscriptionEnded', data: { userId, tier: 'pro', endedAt: '2026-05-01T00:00:00.000Z', reason: 'cancelled' } },
    ]);
    const failed = decideOn(events, record(failedAttempt(0, '2026-05-02T00:00:00.000Z')));
    given(...failed).when({ type: 'EndProviderSubscription', asOf: at('2026-05-01T12:00:00.000Z') }).then([
      { type: 'PlanSubscriptionEnded', data: { userId, tier: 'pro', endedAt: '2026-05-01T12:00:00.000Z', reason: 'payment_failed' } },
    ]);
    given().when({ type: 'EndProviderSubscription', asOf: at('2026-05-01T00:00:00.000Z') }).then([]);
  });
});
