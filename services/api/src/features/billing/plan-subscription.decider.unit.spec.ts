import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../testing/decider-specification.js';
import {
  planChange,
  planSubscriptionDecider,
  renewalDue,
  TRIAL_USED,
  type ChargeOutcome,
  type PlanSubscriptionCommand,
  type PlanSubscriptionEvent,
} from './plan-subscription.decider.js';

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

/** The events a sequence of commands decides, each on the state the ones before it left: the history a case starts from. */
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

const card = { id: 'pm_test_1', brand: 'visa', last4: '4242' };
const checkout = (asOf: string, tier: 'pro' | 'pro_plus' = 'pro', period: 'monthly' | 'yearly' = 'monthly'): PlanSubscriptionCommand => ({
  type: 'StartPlanCheckout',
  checkoutId: 'co-1',
  tier,
  period,
  currency: 'USD',
  taxCountry: 'FR',
  taxRateBasisPoints: 2_000,
  asOf: at(asOf),
});
const paid = (asOf: string, providerEventId = 'evt-1'): PlanSubscriptionCommand => ({
  type: 'CompletePlanCheckout',
  checkoutId: 'co-1',
  providerEventId,
  providerCustomerId: 'cus_1',
  paymentMethod: card,
  paymentId: 'pay-1',
  asOf: at(asOf),
});
const subscribedAt = '2026-04-01T00:00:00.000Z';
const subscribed = () => history(checkout(subscribedAt), paid(subscribedAt));
const renewal = (events: PlanSubscriptionEvent[], asOf: string, outcome: ChargeOutcome): PlanSubscriptionCommand => ({
  type: 'RecordRenewalCharge',
  due: renewalDue(stateAfter(events), at(asOf))!,
  outcome,
  asOf: at(asOf),
});
const declined: ChargeOutcome = { kind: 'failed', reason: 'card_declined' };
const ofType = <T extends PlanSubscriptionEvent['type']>(events: PlanSubscriptionEvent[], type: T) =>
  events.filter((event): event is Extract<PlanSubscriptionEvent, { type: T }> => event.type === type);

describe('plan subscription decider: subscribing', () => {
  it('prices the checkout on the server: the plan for the period plus the tax of the buyer’s country', () => {
    given().when(checkout(subscribedAt)).then((events) => {
      expect(events).toEqual([
        {
          type: 'PlanCheckoutStarted',
          data: { userId, checkoutId: 'co-1', tier: 'pro', period: 'monthly', currency: 'USD', taxCountry: 'FR', taxRateBasisPoints: 2_000, dueNow: 3_480, startedAt: subscribedAt },
        },
      ]);
    });
  });

  it('starts the subscription on the provider’s notification, with the first payment’s paid invoice, once', () => {
    const started = history(checkout(subscribedAt));
    given(...started).when(paid('2026-04-01T00:05:00.000Z')).then((events) => {
      expect(events.map((event) => event.type)).toEqual(['PlanSubscriptionStarted', 'PlanInvoiceIssued']);
      const [subscription] = ofType(events, 'PlanSubscriptionStarted');
      expect(subscription!.data).toMatchObject({ tier: 'pro', period: 'monthly', periodEnd: '2026-05-01T00:05:00.000Z', convertsTrial: false });
      const [invoice] = ofType(events, 'PlanInvoiceIssued');
      expect(invoice!.data).toMatchObject({ reason: 'first_payment', status: 'paid', subtotal: 2_900, tax: 580, total: 3_480, number: 'U1-0001', paymentId: 'pay-1' });
    });
    given(...subscribed()).when(paid(subscribedAt)).then([]);
    given(...subscribed()).when(paid(subscribedAt, 'evt-2')).then([]);
    given().when(paid(subscribedAt)).rejects('not-found');
  });

  it('refuses a second subscription while one runs', () => {
    given(...subscribed()).when({ ...checkout(subscribedAt), checkoutId: 'co-2' } as PlanSubscriptionCommand).rejects('conflict', undefined, '#/body/tier');
  });

  it('converts a running trial: the card is saved, nothing is charged until the trial’s end, which takes the first payment', () => {
    const inTrial = history({ type: 'StartTrial', tier: 'pro', currentTier: 'free', asOf: at(startedAt) }, checkout('2026-03-05T10:00:00.000Z'));
    expect(ofType(inTrial, 'PlanCheckoutStarted')[0]!.data.dueNow).toBe(0);
    const converted = [...inTrial, ...decideOn(inTrial, paid('2026-03-05T10:01:00.000Z'))];
    expect(converted.at(-1)).toMatchObject({ type: 'PlanSubscriptionStarted', data: { convertsTrial: true, periodEnd: endsAt } });
    expect(ofType(converted, 'PlanInvoiceIssued')).toEqual([]);
    given(...converted).when({ type: 'EndTrial', asOf: at(endsAt) }).then([{ type: 'TrialEnded', data: { userId, tier: 'pro', endedAt: endsAt, outcome: 'converted' } }]);
    expect(renewalDue(stateAfter(converted), at('2026-03-15T09:00:00.000Z'))).toBeNull();
    given(...converted).when(renewal(converted, endsAt, { kind: 'succeeded', paymentId: 'pay-2' })).then((events) => {
      expect(ofType(events, 'PlanInvoiceIssued')[0]!.data).toMatchObject({ reason: 'first_payment', status: 'paid', total: 3_480 });
      expect(ofType(events, 'PlanSubscriptionRenewed')[0]!.data).toMatchObject({ periodStart: endsAt, periodEnd: '2026-04-15T10:00:00.000Z' });
    });
  });
});

function decideOn(events: PlanSubscriptionEvent[], command: PlanSubscriptionCommand): PlanSubscriptionEvent[] {
  return planSubscriptionDecider.decide(command, stateAfter(events));
}

describe('plan subscription decider: changing plan', () => {
  it('upgrades Pro to Pro Plus at once, charging the difference for the rest of the period', () => {
    const events = subscribed();
    const asOf = at('2026-04-16T00:00:00.000Z');
    const change = planChange(stateAfter(events), 'pro_plus', 'monthly', asOf);
    // Half of April left: (7,900 − 2,900) / 2 = 2,500, and 20 % tax.
    expect(change.upgrade).toMatchObject({ from: 'pro', to: 'pro_plus', prorated: 2_500, tax: 500, total: 3_000 });
    expect(change.scheduled).toBeNull();
    given(...events)
      .when({ type: 'ChangePlan', tier: 'pro_plus', period: 'monthly', change, outcome: { kind: 'succeeded', paymentId: 'pay-up' }, asOf })
      .then((decided) => {
        expect(decided.map((event) => event.type)).toEqual(['PlanInvoiceIssued', 'PlanUpgraded']);
        expect(ofType(decided, 'PlanInvoiceIssued')[0]!.data).toMatchObject({ reason: 'proration', status: 'paid', number: 'U1-0002', total: 3_000 });
      });
  });

  it('records a declined upgrade as a failed invoice and keeps the plan', () => {
    const events = subscribed();
    const asOf = at('2026-04-16T00:00:00.000Z');
    const change = planChange(stateAfter(events), 'pro_plus', 'monthly', asOf);
    given(...events).when({ type: 'ChangePlan', tier: 'pro_plus', period: 'monthly', change, outcome: declined, asOf }).then((decided) => {
      expect(decided).toHaveLength(1);
      expect(ofType(decided, 'PlanInvoiceIssued')[0]!.data).toMatchObject({ status: 'failed', failureReason: 'card_declined', paymentId: null });
    });
  });

  it('schedules a downgrade or another period for the period’s end, and the renewal charges the new plan', () => {
    const events = history(checkout(subscribedAt, 'pro_plus'), paid(subscribedAt));
    const asOf = at('2026-04-10T00:00:00.000Z');
    const change = planChange(stateAfter(events), 'pro', 'yearly', asOf);
    expect(change).toEqual({ upgrade: null, scheduled: { tier: 'pro', period: 'yearly' } });
    const scheduled = [...events, ...decideOn(events, { type: 'ChangePlan', tier: 'pro', period: 'yearly', change, outcome: null, asOf })];
    expect(scheduled.at(-1)).toEqual({ type: 'PlanChangeScheduled', data: { userId, tier: 'pro', period: 'yearly', effectiveAt: '2026-05-01T00:00:00.000Z' } });
    const due = renewalDue(stateAfter(scheduled), at('2026-05-01T00:00:00.000Z'))!;
    expect(due).toMatchObject({ tier: 'pro', period: 'yearly', subtotal: 29_000, tax: 5_800, total: 34_800 });
  });
});

describe('plan subscription decider: cancelling and resuming', () => {
  it('cancels at the period’s end, once; resume takes it back; the end comes only after the period', () => {
    const events = subscribed();
    const cancel: PlanSubscriptionCommand = { type: 'CancelSubscription', asOf: at('2026-04-10T00:00:00.000Z') };
    given(...events).when(cancel).then([
      { type: 'PlanCancellationScheduled', data: { userId, effectiveAt: '2026-05-01T00:00:00.000Z', scheduledAt: '2026-04-10T00:00:00.000Z' } },
    ]);
    const cancelled = [...events, ...decideOn(events, cancel)];
    given(...cancelled).when(cancel).then([]);
    expect(renewalDue(stateAfter(cancelled), at('2026-05-02T00:00:00.000Z'))).toBeNull();
    given(...cancelled).when({ type: 'ResumeSubscription', asOf: at('2026-04-11T00:00:00.000Z') }).then([
      { type: 'PlanSubscriptionResumed', data: { userId, resumedAt: '2026-04-11T00:00:00.000Z' } },
    ]);
    given(...events).when({ type: 'ResumeSubscription', asOf: at('2026-04-11T00:00:00.000Z') }).then([]);
    given(...cancelled).when({ type: 'EndCancelledSubscription', asOf: at('2026-04-30T23:59:00.000Z') }).then([]);
    given(...cancelled).when({ type: 'EndCancelledSubscription', asOf: at('2026-05-01T00:00:00.000Z') }).then([
      { type: 'PlanSubscriptionEnded', data: { userId, tier: 'pro', endedAt: '2026-05-01T00:00:00.000Z', reason: 'cancelled' } },
    ]);
    given().when(cancel).rejects('conflict');
  });

  it('refuses a change of plan while a cancellation is pending', () => {
    const events = subscribed();
    const cancelled = [...events, ...decideOn(events, { type: 'CancelSubscription', asOf: at('2026-04-10T00:00:00.000Z') })];
    expect(() => planChange(stateAfter(cancelled), 'pro_plus', 'monthly', at('2026-04-11T00:00:00.000Z'))).toThrow(/resume it/);
  });
});

describe('plan subscription decider: renewals', () => {
  it('renews on the due date for the next period, with a paid invoice; a second record of the same charge decides nothing', () => {
    const events = subscribed();
    expect(renewalDue(stateAfter(events), at('2026-04-30T23:59:59.000Z'))).toBeNull();
    const command = renewal(events, '2026-05-01T00:00:00.000Z', { kind: 'succeeded', paymentId: 'pay-2' });
    given(...events).when(command).then((decided) => {
      expect(decided.map((event) => event.type)).toEqual(['PlanInvoiceIssued', 'PlanSubscriptionRenewed']);
      expect(ofType(decided, 'PlanInvoiceIssued')[0]!.data).toMatchObject({ reason: 'renewal', status: 'paid', number: 'U1-0002', total: 3_480 });
      expect(ofType(decided, 'PlanSubscriptionRenewed')[0]!.data).toMatchObject({ periodStart: '2026-05-01T00:00:00.000Z', periodEnd: '2026-06-01T00:00:00.000Z' });
    });
    const renewed = [...events, ...decideOn(events, command)];
    given(...renewed).when(command).then([]);
  });

  it('retries a failed renewal on days 1, 3 and 7 with the plan kept, then ends the subscription unpaid', () => {
    let events = subscribed();
    const tries = ['2026-05-01T00:00:00.000Z', '2026-05-02T00:00:00.000Z', '2026-05-04T00:00:00.000Z', '2026-05-08T00:00:00.000Z'];
    const nextRetries = ['2026-05-02T00:00:00.000Z', '2026-05-04T00:00:00.000Z', '2026-05-08T00:00:00.000Z', null];
    tries.forEach((moment, attempt) => {
      if (attempt > 0) expect(renewalDue(stateAfter(events), new Date(Date.parse(moment) - 1_000))).toBeNull();
      const decided = decideOn(events, renewal(events, moment, declined));
      expect(ofType(decided, 'PlanInvoiceIssued')[0]!.data).toMatchObject({ status: 'failed', failureReason: 'card_declined' });
      expect(ofType(decided, 'PlanRenewalFailed')[0]!.data).toMatchObject({ attempt, dueAt: '2026-05-01T00:00:00.000Z', nextRetryAt: nextRetries[attempt] });
      events = [...events, ...decided];
      expect(stateAfter(events).subscription!.status).toBe(attempt < 3 ? 'past_due' : 'ended');
    });
    expect(events.at(-1)).toEqual({ type: 'PlanSubscriptionEnded', data: { userId, tier: 'pro', endedAt: '2026-05-08T00:00:00.000Z', reason: 'payment_failed' } });
    expect(renewalDue(stateAfter(events), at('2026-06-01T00:00:00.000Z'))).toBeNull();
  });

  it('recovers on a retry that pays: the period runs from the original due date', () => {
    const events = subscribed();
    const failed = [...events, ...decideOn(events, renewal(events, '2026-05-01T00:00:00.000Z', declined))];
    given(...failed).when(renewal(failed, '2026-05-02T00:00:00.000Z', { kind: 'succeeded', paymentId: 'pay-3' })).then((decided) => {
      expect(ofType(decided, 'PlanSubscriptionRenewed')[0]!.data).toMatchObject({ periodStart: '2026-05-01T00:00:00.000Z', periodEnd: '2026-06-01T00:00:00.000Z' });
    });
  });
});

describe('plan subscription decider: replacing the card', () => {
  const newCard = { id: 'pm_test_2', brand: 'mastercard', last4: '4444' };
  const change = (providerEventId = 'evt-card-1', paymentMethod = newCard): PlanSubscriptionCommand => ({
    type: 'ChangePaymentMethod',
    changeId: 'card-1',
    providerEventId,
    paymentMethod,
    asOf: at('2026-04-10T00:00:00.000Z'),
  });
  const changed: PlanSubscriptionEvent = {
    type: 'PlanPaymentMethodChanged',
    data: { userId, changeId: 'card-1', providerEventId: 'evt-card-1', paymentMethod: newCard, changedAt: '2026-04-10T00:00:00.000Z' },
  };

  it('records the card the provider saved, once, and the next renewal charges it', () => {
    const events = subscribed();
    given(...events).when(change()).then([changed]);
    given(...events, changed).when(change()).then([]);
    given(...events, changed).when(change('evt-card-2')).then([]);
    const after = stateAfter([...events, changed]);
    expect(after.subscription).toMatchObject({ paymentMethod: newCard, paymentMethodChangeId: 'card-1' });
    const due = renewalDue(after, at('2026-05-01T00:00:00.000Z'))!;
    given(...events, changed).when({ type: 'RecordRenewalCharge', due, outcome: { kind: 'succeeded', paymentId: 'pay-2' }, asOf: at('2026-05-01T00:00:00.000Z') }).then((decided) => {
      expect(ofType(decided, 'PlanInvoiceIssued')[0]!.data.paymentMethod).toEqual({ brand: 'mastercard', last4: '4444' });
    });
  });

  it('records nothing for the card already saved, or once the subscription is over', () => {
    given(...subscribed()).when(change('evt-card-1', card)).then([]);
    given().when(change()).then([]);
  });
});
