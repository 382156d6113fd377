import { BillingResponse, StartTrialRequest } from '@pathwise/contracts';
import type { SubscriptionTier } from '@pathwise/event-schemas';
import { setTimeout as sleep } from 'node:timers/promises';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import type { Accounts } from '../identity/index.js';
import { trialDaysLeft, type PlanSubscriptionState } from './plan-subscription.decider.js';
import type { PlanSubscriptions } from './plan-subscriptions.commands.js';

/** How long starting a trial waits for the account to be on the trial's plan before answering anyway. */
const TIER_WAIT_MS = 3_000;
const POLL_MS = 25;

export interface BillingRouteDeps {
  readonly subscriptions: PlanSubscriptions;
  readonly accounts: Accounts;
  readonly clock: () => Date;
}

const view = (tier: SubscriptionTier, subscription: PlanSubscriptionState, asOf: Date): BillingResponse => {
  const { trial } = subscription;
  return {
    tier,
    trial: trial && {
      tier: trial.tier,
      startedAt: trial.startedAt.toISOString(),
      endsAt: trial.endsAt.toISOString(),
      daysLeft: trialDaysLeft(trial, asOf),
      ended: trial.ended,
    },
    trialAvailable: trial === null && tier === 'free',
  };
};

/** The signed-in account's plan with Pathwise (/billing): what it is on, and its one free trial. */
export function billingRoutes(deps: BillingRouteDeps): RouteDefinition[] {
  const tierOf = async (userId: string) => (await deps.accounts.load(userId)).state.tier;
  return [
    defineRoute({
      method: 'get',
      path: '/billing',
      summary: 'Your plan and your free trial',
      tags: ['billing'],
      access: 'user',
      responses: { 200: { description: 'The plan the account is on, and its trial if it started one', schema: BillingResponse } },
      async handle({ context }) {
        const { userId } = context.actor!;
        const [tier, subscription] = await Promise.all([tierOf(userId), deps.subscriptions.load(userId)]);
        return { status: 200, body: view(tier, subscription.state, deps.clock()) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/billing/trial',
      summary: 'Start the free trial of a paid plan, without a card',
      description:
        'Once per account, from the free plan. The account is on the trial’s plan when the answer comes (the tier changes ' +
        'through billing’s events, never the client); it returns to the free plan when the trial ends. Asking again for the ' +
        'trial that is running changes nothing (200).',
      tags: ['billing'],
      access: 'user',
      body: StartTrialRequest,
      responses: {
        201: { description: 'The trial started', schema: BillingResponse },
        200: { description: 'That trial was running already', schema: BillingResponse },
        409: { description: 'The account has had its trial, or is on a paid plan' },
      },
      async handle({ body, context }) {
        const { userId } = context.actor!;
        const asOf = deps.clock();
        const outcome = await deps.subscriptions.execute(userId, { type: 'StartTrial', tier: body.tier, currentTier: await tierOf(userId), asOf }, {
          correlationId: context.requestId,
          actor: { kind: 'user', id: userId },
        });
        // The trial's reactor moves the account onto the plan; the answer waits for it, so the next page is gated by it.
        const deadline = Date.now() + TIER_WAIT_MS;
        let tier = await tierOf(userId);
        while (tier !== body.tier && outcome.state.trial && !outcome.state.trial.ended && Date.now() < deadline) {
          await sleep(POLL_MS);
          tier = await tierOf(userId);
        }
        deps.accounts.changedElsewhere(userId);
        return { status: outcome.changed ? 201 : 200, body: view(tier, outcome.state, asOf) };
      },
    }),
  ];
}
