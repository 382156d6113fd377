import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { StripeConnectStandIn } from './stripe-connect-stand-in.js';
import { StripeBillingClock } from './stripe-billing-clock.js';

/** Where `npm run services:up` starts localstripe. */
export const LOCALSTRIPE_URL = process.env['LOCALSTRIPE_URL'] ?? 'http://127.0.0.1:8420';

/** localstripe takes any well-formed test key. */
export const STRIPE_TEST_KEY = 'sk_test_pathwise_contract';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_pathwise_contract';

/** Stripe's test cards as localstripe knows them: one that pays, one whose charges are declined. */
export const stripeTestCards = { pays: '4242424242424242', declined: '4000000000000341' } as const;

export interface CheckoutSessionRecord {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
}

const bodyOf = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The nested keys Stripe's client sends as form fields (`metadata[orderId]`), gathered under their prefix. */
const fieldsUnder = (form: URLSearchParams, prefix: string): Record<string, string> =>
  Object.fromEntries([...form].filter(([key]) => key.startsWith(`${prefix}[`)).map(([key, value]) => [key.slice(prefix.length + 1, -1), value]));

/**
 * What the tests stand in Stripe's place with: the Checkout Sessions endpoints (which localstripe lacks), answered in
 * the shapes of Stripe's API reference, and every other call passed through to localstripe, so payment intents,
 * charges and balance transactions are localstripe's own. Paying a session is what the buyer would do on Stripe's
 * hosted page: the payment intent is created and confirmed in localstripe with the card, and the event Stripe would
 * send is returned for the test to deliver, signed, to our webhook.
 */
export class StripeCheckoutServer {
  readonly #sessions = new Map<string, CheckoutSessionRecord>();
  /** Connect's endpoints (accounts, account links), which localstripe lacks too. */
  readonly connect = new StripeConnectStandIn(() => this.#url);
  /** What a session was asked to pay to a connected account (a destination charge), and then its payment intent. */
  readonly #destinations = new Map<string, { destination: string; applicationFee: number }>();
  readonly #billing = new StripeBillingClock({ localstripe: (path, fields) => this.#localstripe(path, fields), url: LOCALSTRIPE_URL, key: STRIPE_TEST_KEY, eventOf });
  #server: Server | null = null;
  #url = '';

  get url(): string {
    return this.#url;
  }

  async start(): Promise<this> {
    this.#server = createServer((request, response) => {
      void this.#answer(request).then(
        ({ status, body }) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        (error: unknown) => response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: String(error) } })),
      );
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.#url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }

  session(sessionId: string): CheckoutSessionRecord {
    const session = this.#sessions.get(sessionId);
    if (!session) throw new Error(`No checkout session ${sessionId}`);
    return session;
  }

  /** The payment intents whose refunds were asked to take the transfer back (`reverse_transfer`) and the fee (`refund_application_fee`). */
  readonly reversedTransfers: { paymentIntent: string; reverseTransfer: boolean; refundApplicationFee: boolean }[] = [];

  /** The connected account and application fee a session's payment intent was given, or null for a platform charge. */
  destinationOf(sessionId: string): { destination: string; applicationFee: number } | null {
    return this.#destinations.get(sessionId) ?? null;
  }

  /** The buyer pays on the hosted page: returns the event Stripe would deliver about it. */
  async pay(sessionId: string, cardNumber: string): Promise<Stripe.Event> {
    const session = this.session(sessionId);
    if (session.mode === 'subscription') return this.#billing.subscribe(session, cardNumber);
    if (session.mode === 'setup') return this.#billing.saveCard(session, cardNumber);
    const method = await this.#localstripe('/v1/payment_methods', { type: 'card', 'card[number]': cardNumber, 'card[exp_month]': '12', 'card[exp_year]': '2034', 'card[cvc]': '123' });
    const metadata = Object.fromEntries(Object.entries(session.metadata).map(([key, value]) => [`metadata[${key}]`, value]));
    const intent = await this.#localstripe('/v1/payment_intents', { amount: String(session.amount_total), currency: session.currency, payment_method: String(method['id']), ...metadata });
    await this.#localstripe(`/v1/payment_intents/${String(intent['id'])}/confirm`, {});
    const confirmed = await this.#localstripe(`/v1/payment_intents/${String(intent['id'])}`, null);
    if (confirmed['status'] !== 'succeeded') return eventOf('payment_intent.payment_failed', confirmed);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: String(confirmed['id']) });
    const destination = this.#destinations.get(sessionId);
    if (destination) this.#destinations.set(String(confirmed['id']), destination);
    return eventOf('checkout.session.completed', { ...session });
  }

  /** Stripe's clock at a subscription's period end: the renewal invoice charged (or its next retry), as its event. */
  chargeRenewal(subscriptionId: string): Promise<Stripe.Event> {
    return this.#billing.chargeRenewal(subscriptionId);
  }

  /** Stripe ending a subscription (after its last retry, as the account's settings say): the event it sends. */
  endSubscription(subscriptionId: string): Promise<Stripe.Event> {
    return this.#billing.endSubscription(subscriptionId);
  }

  /** Signs a delivery as Stripe does, with the endpoint's secret. */
  static signed(event: Stripe.Event, secret = STRIPE_TEST_WEBHOOK_SECRET): { body: string; signature: string } {
    const body = JSON.stringify(event);
    return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
  }

  async #answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const path = (request.url ?? '/').split('?')[0]!;
    const raw = await bodyOf(request);
    const form = new URLSearchParams(raw.toString('utf8'));
    if (request.method === 'POST' && path === '/v1/checkout/sessions' && form.get('mode') === 'subscription') {
      return { status: 200, body: await this.#billing.subscriptionSession(form, this.#createSession(form)) };
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions' && form.get('mode') === 'setup') {
      return { status: 200, body: this.#billing.setupSession(form, this.#createSession(form)) };
    }
    const scheduled = await this.#billing.answerSchedules(request.method ?? 'GET', path, form);
    if (scheduled) return scheduled;
    const subscriptionUpdate = /^\/v1\/subscriptions\/(sub_[^/]+)$/.exec(path);
    if (request.method === 'POST' && subscriptionUpdate && form.has('default_payment_method')) {
      return { status: 200, body: await this.#billing.setDefaultPaymentMethod(subscriptionUpdate[1]!, form) };
    }
    if (request.method === 'POST' && subscriptionUpdate && form.get('proration_behavior') === 'none') {
      return { status: 200, body: await this.#billing.updateWithoutProration(subscriptionUpdate[1]!, form) };
    }
    const connected = this.connect.answer(request.method ?? 'GET', path, form, request.headers['idempotency-key'] as string | undefined);
    if (connected) return connected;
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const destination = form.get('payment_intent_data[transfer_data][destination]');
      const refused = destination ? this.connect.refusesDestination(destination) : null;
      if (refused) return refused;
      const session = this.#createSession(form);
      if (destination) this.#destinations.set(session.id, { destination, applicationFee: Number(form.get('payment_intent_data[application_fee_amount]') ?? 0) });
      return { status: 200, body: session };
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && sessionPath) {
      const session = this.#sessions.get(sessionPath[1]!);
      return session
        ? { status: 200, body: session }
        : { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${sessionPath[1]}'` } } };
    }
    const forwarded = await fetch(`${LOCALSTRIPE_URL}${request.url ?? '/'}`, {
      method: request.method ?? 'GET',
      headers: { authorization: request.headers.authorization ?? '', 'content-type': request.headers['content-type'] ?? 'application/x-www-form-urlencoded' },
      ...(raw.length > 0 && { body: request.method === 'POST' && path === '/v1/refunds' ? this.#withoutConnect(raw) : raw }),
    });
    const body = (await forwarded.json()) as Record<string, unknown>;
    // localstripe knows no Connect: a destination charge's intent is given the transfer it was asked for, as Stripe's has.
    const destination = request.method === 'GET' && /^\/v1\/payment_intents\/[^/]+$/.test(path) ? this.#destinations.get(String(body['id'])) : undefined;
    if (destination) Object.assign(body, { application_fee_amount: destination.applicationFee, transfer_data: { destination: destination.destination, amount: null } });
    return { status: forwarded.status, body };
  }

  /** A refund's Connect fields, which localstripe refuses: noted here for the tests, the rest passed on. */
  #withoutConnect(raw: Buffer): string {
    const form = new URLSearchParams(raw.toString('utf8'));
    const [reverseTransfer, refundApplicationFee] = [form.get('reverse_transfer'), form.get('refund_application_fee')];
    if (reverseTransfer !== null || refundApplicationFee !== null) {
      this.reversedTransfers.push({ paymentIntent: form.get('payment_intent') ?? '', reverseTransfer: reverseTransfer === 'true', refundApplicationFee: refundApplicationFee === 'true' });
    }
    form.delete('reverse_transfer');
    form.delete('refund_application_fee');
    return form.toString();
  }

  #createSession(form: URLSearchParams): CheckoutSessionRecord {
    const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
    const session: CheckoutSessionRecord = {
      id,
      object: 'checkout.session',
      mode: form.get('mode') ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: form.get('client_reference_id'),
      metadata: fieldsUnder(form, 'metadata'),
      amount_total: Number(form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]') ?? 1),
      currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
      payment_intent: null,
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
      url: `${this.#url}/pay/${id}`,
    };
    this.#sessions.set(id, session);
    return session;
  }

  async #localstripe(path: string, fields: Record<string, string> | null): Promise<Record<string, unknown>> {
    const response = await fetch(`${LOCALSTRIPE_URL}${path}`, {
      method: fields ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${STRIPE_TEST_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      ...(fields && { body: new URLSearchParams(fields).toString() }),
    });
    const body = (await response.json()) as Record<string, unknown>;
    // A declined confirmation answers 402 with the error; the payment intent then tells what came of it.
    if (!response.ok && response.status !== 402) throw new Error(`localstripe ${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  }
}

const eventOf = (type: string, object: unknown): Stripe.Event =>
  ({
    id: `evt_test_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  }) as unknown as Stripe.Event;
