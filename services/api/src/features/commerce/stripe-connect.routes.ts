import { PaymentWebhookResponse, PayoutsOverviewResponse, StripeOnboardingLinkResponse } from '@pathwise/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { stripeConnectUnavailable } from './commerce.errors.js';
import type { CreatorPayouts } from './creator-payouts.commands.js';
import { payoutsOverview, type PayoutsOverviewSource } from './payouts.views.js';
import type { StripeConnect } from './stripe-connect.service.js';
import { STRIPE_SIGNATURE_HEADER } from './stripe-payment-provider.service.js';

const tags = ['commerce', 'payouts'];

/**
 * Connecting a creator's Stripe Express account from /connect: onboarding on Stripe's hosted pages, and the account's
 * state read from Stripe on the creator's return. Served on every server, so the table of routes is one; without
 * Stripe they answer 404, as there is no Stripe account to connect.
 */
export function stripeConnectRoutes(deps: PayoutsOverviewSource & { readonly connect: StripeConnect | null }): RouteDefinition[] {
  const connectOf = () => {
    if (!deps.connect) throw stripeConnectUnavailable();
    return deps.connect;
  };
  return [
    defineRoute({
      method: 'post',
      path: '/connect/stripe/onboarding',
      summary: "Open (once) the creator's Stripe Express account and a link into Stripe's onboarding for it",
      description:
        'The account is created on the first call and kept on the creator\'s payout stream; every later call links to the same account. ' +
        'The link is valid once, for a few minutes; Stripe sends the creator back to /connect.',
      tags,
      access: 'user',
      responses: {
        200: { description: "Where Stripe's onboarding goes on", schema: StripeOnboardingLinkResponse },
        404: { description: 'Stripe does not take payments on this server' },
      },
      async handle({ context }) {
        const connect = connectOf();
        const creatorId = context.actor!.userId;
        let accountId = (await deps.payouts.load(creatorId)).connectedAccount?.accountId;
        if (!accountId) {
          const opened = await deps.payouts.openConnectedAccount(creatorId, await connect.createAccount(creatorId), { actor: context.actor!, requestId: context.requestId });
          accountId = opened.state.connectedAccount!.accountId;
        }
        return { status: 200, body: { url: await connect.onboardingLink(accountId) } };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/connect/stripe/sync',
      summary: "Read the creator's connected account from Stripe and record whether it may take charges and be paid out",
      description: "Called on the creator's return from onboarding; Stripe's account.updated webhook records the same later changes.",
      tags,
      access: 'user',
      responses: {
        200: { description: 'The payouts overview with the account as Stripe describes it now', schema: PayoutsOverviewResponse },
        404: { description: 'Stripe does not take payments on this server' },
      },
      async handle({ context }) {
        const connect = connectOf();
        const creatorId = context.actor!.userId;
        const accountId = (await deps.payouts.load(creatorId)).connectedAccount?.accountId;
        if (accountId) {
          const { creatorId: _named, ...account } = await connect.readAccount(accountId);
          await deps.payouts.recordConnectedAccount(creatorId, account, { requestId: context.requestId, actor: { kind: 'user', id: creatorId } });
        }
        return { status: 200, body: await payoutsOverview(deps, creatorId) };
      },
    }),
  ];
}

/**
 * Stripe's Connect webhook endpoint (events on connected accounts), apart from the payments endpoint because Stripe
 * signs it with a secret of its own. `account.updated` records the account's state as Stripe reads it now.
 */
export function stripeConnectWebhookRoutes(deps: { readonly connect: StripeConnect; readonly payouts: CreatorPayouts }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/payments/stripe/connect-webhook',
      summary: "Stripe's notifications about creators' connected accounts, verified by their signature",
      description: `Configure this URL as a Stripe Connect webhook endpoint for account.updated; an unsigned or altered delivery answers 400 naming the ${STRIPE_SIGNATURE_HEADER} header.`,
      tags: ['commerce'],
      access: 'public',
      rawBody: { types: ['application/json'], limit: '256kb' },
      body: z.instanceof(Buffer),
      responses: { 200: { description: 'Received (changed is false when the account is as recorded, or not a creator\'s)', schema: PaymentWebhookResponse } },
      async handle({ body, request }) {
        const change = deps.connect.readWebhook(body, request.get(STRIPE_SIGNATURE_HEADER));
        if (!change) return { status: 200, body: { received: true, changed: false } };
        const { creatorId, ...account } = await deps.connect.readAccount(change.accountId);
        if (!creatorId) return { status: 200, body: { received: true, changed: false } };
        const outcome = await deps.payouts.recordConnectedAccount(creatorId, account, { requestId: change.eventId, actor: { kind: 'system', id: 'payments:stripe-connect' } });
        return { status: 200, body: { received: true, changed: outcome.appended.length > 0 } };
      },
    }),
  ];
}
