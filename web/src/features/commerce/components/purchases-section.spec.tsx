import { BillingResponse, InvoicesResponse, PurchasesResponse, RefundOrderResponse, type Purchase } from '@pathwise/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';

const policy = { windowDays: 30, maxLessonsFinishedPercent: 30 };
const onFree: BillingResponse = { tier: 'free', trial: null, trialAvailable: false, subscription: null, paymentsAvailable: true, planCurrency: 'USD', taxCountries: [] };
const bought: Purchase = {
  orderId: 'order-1',
  courseId: 'fractions',
  courseTitle: 'Fractions for everyone',
  status: 'paid',
  amounts: { currency: 'EUR', total: 5_880 },
  paidAt: '2026-03-01T10:00:00.000Z',
  refundedAt: null,
  refundReason: null,
  refund: { eligible: true, until: '2026-03-31T10:00:00.000Z', because: null, lessonsCompleted: 1, lessonCount: 10 },
};
const refunded: Purchase = {
  ...bought,
  status: 'refunded',
  refundedAt: '2026-03-02T10:00:00.000Z',
  refundReason: 'learner_request',
  refund: { ...bought.refund, eligible: false },
};
const learner = () => aSession(aUser({ role: 'student', subscription_tier: 'free' }));
const purchasesRegion = async () => within(await screen.findByRole('region', { name: 'Your purchases' }));

describe('Purchases on the billing page', () => {
  beforeAll(async () => {
    await import('../../billing/pages');
  });

  it('shows the policy and a purchase still refundable, and refunds it after the learner confirms', async () => {
    const api = stubApi({
      'GET /api/billing': jsonReply(BillingResponse, onFree),
      'GET /api/billing/invoices': jsonReply(InvoicesResponse, { invoices: [] }),
      // Read once before the refund, and again after it.
      'GET /api/me/purchases': [jsonReply(PurchasesResponse, { purchases: [bought], policy }), jsonReply(PurchasesResponse, { purchases: [refunded], policy })],
      'POST /api/orders/order-1/refund': jsonReply(RefundOrderResponse, { orderId: 'order-1', status: 'refunded', refundId: 're_1', changed: true }),
    });
    renderApp('/billing', { session: learner() });

    const region = await purchasesRegion();
    expect(await region.findByText('Fractions for everyone')).toBeTruthy();
    expect(region.getByText(/within 30 days of paying while you have finished less than 30%/)).toBeTruthy();
    expect(region.getByText('You can ask for a refund until March 31, 2026.')).toBeTruthy();

    fireEvent.click(region.getByRole('button', { name: 'Request a refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund “Fractions for everyone”?' }));
    expect(dialog.getByText(/You get €58.80 back on your card/)).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Why are you asking? (optional)' }), { target: { value: ' Too easy for me ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Refund my order' }));

    expect(await region.findByText('Refunded on March 2, 2026')).toBeTruthy();
    expect(screen.getByText('Refunded: €58.80 is on its way back to your card.')).toBeTruthy();
    expect(region.queryByRole('button', { name: 'Request a refund' })).toBeNull();
    expect(api.to('POST /api/orders/order-1/refund')[0]?.json).toEqual({ reason: 'Too easy for me' });
  });

  it('keeps the course when the learner changes their mind, and refunds nothing', async () => {
    const api = stubApi({
      'GET /api/billing': jsonReply(BillingResponse, onFree),
      'GET /api/billing/invoices': jsonReply(InvoicesResponse, { invoices: [] }),
      'GET /api/me/purchases': jsonReply(PurchasesResponse, { purchases: [bought], policy }),
    });
    renderApp('/billing', { session: learner() });
    const region = await purchasesRegion();
    fireEvent.click(await region.findByRole('button', { name: 'Request a refund' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep the course' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('POST /api/orders/order-1/refund')).toEqual([]);
  });

  it('says why a purchase can no longer be refunded, and that there are none yet', async () => {
    const farIn: Purchase = { ...bought, refund: { ...bought.refund, eligible: false, because: 'too_much_finished', lessonsCompleted: 4 } };
    stubApi({
      'GET /api/billing': jsonReply(BillingResponse, onFree),
      'GET /api/billing/invoices': jsonReply(InvoicesResponse, { invoices: [] }),
      'GET /api/me/purchases': jsonReply(PurchasesResponse, { purchases: [farIn], policy }),
    });
    renderApp('/billing', { session: learner() });
    const region = await purchasesRegion();
    expect(await region.findByText('You finished 4 of 10 lessons, so this course can no longer be refunded.')).toBeTruthy();
    expect(region.queryByRole('button', { name: 'Request a refund' })).toBeNull();
  });

  it('says so when nothing was bought', async () => {
    stubApi({
      'GET /api/billing': jsonReply(BillingResponse, onFree),
      'GET /api/billing/invoices': jsonReply(InvoicesResponse, { invoices: [] }),
      'GET /api/me/purchases': jsonReply(PurchasesResponse, { purchases: [], policy }),
    });
    renderApp('/billing', { session: learner() });
    expect(await (await purchasesRegion()).findByText('You have not bought a course yet.')).toBeTruthy();
  });
});
