import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../kernel/domain-error.js';
import { firstChargeAt, StripePlanBilling, stripePlanId } from './stripe-plan-billing.service.js';

const webhookSecret = 'whsec_plan_billing_unit';
// No call reaches this origin: the events read here need nothing more from Stripe.
const billing = new StripePlanBilling({ secretKey: 'sk_test_unit', webhookSecret, apiUrl: 'http://127.0.0.1:9', publicUrl: 'https://learn.example.com' });

const delivery = (type: string, object: unknown, secret = webhookSecret) => {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object }, api_version: Stripe.API_VERSION, created: 1, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null } });
  return [Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret })] as const;
};
const invoice = (billingReason: string) => ({
  id: 'in_1',
  object: 'invoice',
  billing_reason: billingReason,
  attempt_count: 2,
  next_payment_attempt: 1_780_000_000,
  lines: { object: 'list', data: [{ id: 'il_1', object: 'line_item', period: { start: 1_777_600_000, end: 1_780_200_000 } }] },
  parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata: { reference: 'plan.u-1.co-1' } } },
});

describe('Stripe plan billing', () => {
  it('names one Stripe plan per figure, so a changed price or tax rate never rewrites a running subscription', () => {
    expect(stripePlanId({ tier: 'pro_plus', period: 'yearly', currency: 'EUR', amountPerPeriod: 94_800, name: 'x' })).toBe('pathwise_pro_plus_yearly_eur_94800');
  });

  it('defers the first charge to the trial’s end: a trial when it is 48 hours away or more, else a billing cycle anchored there', () => {
    const now = new Date('2026-05-01T00:00:00.000Z');
    expect(firstChargeAt(new Date('2026-05-03T00:00:00.000Z'), now)).toEqual({ trial_end: 1_777_766_400 });
    expect(firstChargeAt(new Date('2026-05-02T23:00:00.000Z'), now)).toEqual({ billing_cycle_anchor: 1_777_762_800, proration_behavior: 'none' });
  });

  it('reads renewals, their failures with the next retry, cancellations and ends made at Stripe', async () => {
    expect(await billing.readPlanWebhook(...delivery('invoice.paid', invoice('subscription_cycle')))).toEqual({
      kind: 'renewal_paid',
      id: 'evt_1',
      reference: 'plan.u-1.co-1',
      paymentId: 'in_1',
      periodStart: new Date(1_777_600_000_000),
      periodEnd: new Date(1_780_200_000_000),
    });
    expect(await billing.readPlanWebhook(...delivery('invoice.payment_failed', invoice('subscription_cycle')))).toMatchObject({
      kind: 'renewal_failed',
      attempt: 1,
      nextAttemptAt: new Date(1_780_000_000_000),
    });
    // The first invoice is the checkout's, recorded with its completion.
    expect(await billing.readPlanWebhook(...delivery('invoice.paid', invoice('subscription_create')))).toBeNull();
    const subscription = { id: 'sub_1', object: 'subscription', cancel_at_period_end: true, metadata: { reference: 'plan.u-1.co-1' } };
    expect(await billing.readPlanWebhook(...delivery('customer.subscription.updated', subscription))).toMatchObject({ kind: 'cancellation_changed', cancelAtPeriodEnd: true });
    expect(await billing.readPlanWebhook(...delivery('customer.subscription.deleted', subscription))).toMatchObject({ kind: 'subscription_ended', reference: 'plan.u-1.co-1' });
    expect(await billing.readPlanWebhook(...delivery('customer.subscription.deleted', { ...subscription, metadata: {} }))).toBeNull();
  });

  it('refuses a delivery signed with another secret, naming the header', async () => {
    await expect(billing.readPlanWebhook(...delivery('invoice.paid', invoice('subscription_cycle'), 'whsec_someone_else'))).rejects.toBeInstanceOf(DomainError);
  });
});
