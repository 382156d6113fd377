import { PaymentWebhookResponse } from '@pathwise/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { STRIPE_SIGNATURE_HEADER } from './stripe-payment-provider.service.js';

/**
 * Stripe's webhook endpoint. Its body is read as the bytes Stripe signed (never re-serialised JSON), and it needs no
 * Pathwise session: the signature is what lets a delivery in.
 */
export function stripeWebhookRoutes(deps: {
  readonly receive: (rawBody: Buffer, signature: string | undefined) => Promise<{ changed: boolean }>;
}): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/payments/stripe/webhook',
      summary: "Stripe's notifications about payments, verified by their signature; a redelivery changes nothing",
      description:
        'Configure this URL as a Stripe webhook endpoint for checkout.session.* and payment_intent.payment_failed (orders), and ' +
        'invoice.paid, invoice.payment_failed, customer.subscription.updated and customer.subscription.deleted (plans through Stripe Billing); ' +
        `an unsigned or altered delivery answers 400 naming the ${STRIPE_SIGNATURE_HEADER} header.`,
      tags: ['commerce'],
      access: 'public',
      rawBody: { types: ['application/json'], limit: '256kb' },
      body: z.instanceof(Buffer),
      responses: { 200: { description: 'Received (changed is false for a delivery seen before, or one commerce does not act on)', schema: PaymentWebhookResponse } },
      async handle({ body, request }) {
        const { changed } = await deps.receive(body, request.get(STRIPE_SIGNATURE_HEADER));
        return { status: 200, body: { received: true, changed } };
      },
    }),
  ];
}
