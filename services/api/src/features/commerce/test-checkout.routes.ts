import { PaymentWebhookResponse, TestCardRequest, TestCheckoutParams, TestCheckoutSessionResponse, TestConfirmRequest, TestPaymentResponse } from '@pathwise/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { SIGNATURE_HEADER, type TestPaymentProvider } from './test-payment-provider.service.js';

const tags = ['commerce', 'test payments'];

/** Where the buyer goes once the card has done its part; a step left keeps them on the checkout page. */
const redirectFor = (outcome: string, successPath: string) => (outcome === 'succeeded' ? successPath : null);

/**
 * The built-in test provider's side: its checkout page's calls and its webhook. These stand where a real provider's
 * servers stand, so they need no Pathwise session: the signed session id is what lets a buyer pay.
 */
export function testCheckoutRoutes(deps: {
  readonly provider: TestPaymentProvider;
  /** The webhook's handling, the same that a delivery from the provider's own "servers" goes through. */
  readonly receive: (rawBody: Buffer, signature: string | undefined) => Promise<{ changed: boolean }>;
}): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/payments/test/sessions/:sessionId',
      summary: 'A test checkout session: the order it pays for and the amount',
      tags,
      access: 'public',
      params: TestCheckoutParams,
      responses: { 200: { description: 'The session', schema: TestCheckoutSessionResponse } },
      async handle({ params }) {
        const session = deps.provider.session(params.sessionId);
        const { sessionId, amount, currency, successPath, cancelPath } = session;
        const [orderId, courseId] = 'kind' in session ? [session.reference, null] : [session.orderId, session.courseId];
        return {
          status: 200,
          body: { sessionId, orderId, courseId, amount, currency, successUrl: successPath, cancelUrl: cancelPath, savesPaymentMethod: 'kind' in session },
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/payments/test/sessions/:sessionId/pay',
      summary: 'Pay a test checkout with a test card',
      description: '4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for a confirmation step.',
      tags,
      access: 'public',
      params: TestCheckoutParams,
      body: TestCardRequest,
      responses: { 200: { description: 'What came of the card', schema: TestPaymentResponse } },
      async handle({ params, body }) {
        const outcome = await deps.provider.charge(params.sessionId, body.cardNumber, 'pay');
        return { status: 200, body: { outcome, redirectUrl: redirectFor(outcome, deps.provider.session(params.sessionId).successPath) } };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/payments/test/sessions/:sessionId/confirm',
      summary: 'The second step a card may ask for: the buyer confirms (or refuses) the payment',
      tags,
      access: 'public',
      params: TestCheckoutParams,
      body: TestConfirmRequest,
      responses: { 200: { description: 'What came of the confirmation', schema: TestPaymentResponse } },
      async handle({ params, body }) {
        const outcome = await deps.provider.charge(params.sessionId, body.cardNumber, 'confirm', body.approve);
        return { status: 200, body: { outcome, redirectUrl: redirectFor(outcome, deps.provider.session(params.sessionId).successPath) } };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/payments/test/webhook',
      summary: "The test provider's notifications about payments, signed; a redelivery changes nothing",
      tags,
      access: 'public',
      rawBody: { types: ['application/octet-stream'], limit: '16kb' },
      body: z.instanceof(Buffer),
      responses: { 200: { description: 'Received (changed is false for a delivery seen before)', schema: PaymentWebhookResponse } },
      async handle({ body, request }) {
        const { changed } = await deps.receive(body, request.get(SIGNATURE_HEADER));
        return { status: 200, body: { received: true, changed } };
      },
    }),
  ];
}
