import { RefundOrderResponse, SalesCouponsResponse, SalesOrdersResponse, SalesRefundsResponse, SalesSummaryResponse, type ProblemDetails } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, pendingReply, problemReply, stubApi } from '../../../testing/stub-api';

const today = new Date().toISOString().slice(0, 10);

const summary: SalesSummaryResponse = {
  creatorId: 'maya',
  from: today,
  to: today,
  totals: [{ currency: 'USD', orders: 2, subtotal: 2_900, tax: 0, total: 2_900, platformFee: 290, creatorEarnings: 2_610, refunds: 1, refundedTotal: 2_900 }],
  daily: [{ day: today, currency: 'USD', orders: 2, subtotal: 2_900, tax: 0, total: 2_900, platformFee: 290, creatorEarnings: 2_610 }],
  orderCount: 2,
  courses: [{ courseId: 'algebra', title: 'Algebra Foundations' }],
};

const paidOrder: SalesOrdersResponse['items'][number] = {
  orderId: 'o1',
  status: 'paid',
  buyerName: 'Claire Dubois',
  courseId: 'algebra',
  courseTitle: 'Algebra Foundations',
  currency: 'USD',
  subtotal: 2_900,
  taxRateBasisPoints: 0,
  tax: 0,
  total: 2_900,
  platformFee: 290,
  creatorEarnings: 2_610,
  couponCode: null,
  discount: 0,
  placedAt: `${today}T10:00:00.000Z`,
  paidAt: `${today}T10:01:00.000Z`,
};

const refunds: SalesRefundsResponse = {
  items: [
    {
      orderId: 'o2',
      buyerName: 'Tunde Okafor',
      courseId: 'algebra',
      courseTitle: 'Algebra Foundations',
      currency: 'USD',
      refundedTotal: 2_900,
      reason: 'learner_request',
      refundedByName: 'Tunde Okafor',
      refundedByCreator: false,
      placedAt: `${today}T08:00:00.000Z`,
      refundedAt: `${today}T09:00:00.000Z`,
    },
    {
      orderId: 'o3',
      buyerName: null,
      courseId: 'algebra',
      courseTitle: 'Algebra Foundations',
      currency: 'USD',
      refundedTotal: 1_450,
      reason: 'creator',
      refundedByName: 'Maya Chen',
      refundedByCreator: true,
      placedAt: `${today}T07:00:00.000Z`,
      refundedAt: `${today}T07:30:00.000Z`,
    },
  ],
  nextCursor: null,
};

const coupons: SalesCouponsResponse = {
  coupons: [
    { code: 'SPRING-25', currencies: [{ currency: 'USD', redemptions: 3, refunds: 1, revenue: 4_350, discount: 1_450, creatorEarnings: 3_915 }] },
    { code: 'WINTER', currencies: [] },
  ],
};

const creator = (language: 'en' | 'es' | 'fr' = 'en') =>
  aSession(aUser({ role: 'creator', subscription_tier: 'pro', settings: { preferred_language: language, receive_email_notifications: true } }));

const rowsOf = (table: HTMLElement) => [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Sales page: refunds and coupon performance', () => {
  beforeAll(async () => {
    await import('../routes/sales-route');
  });

  it('lists the refunds with when, how much, why and by whom, and each code with its figures or that no order used it', async () => {
    stubApi({
      'GET /api/sales': jsonReply(SalesSummaryResponse, summary),
      'GET /api/sales/orders': jsonReply(SalesOrdersResponse, { items: [paidOrder], nextCursor: null }),
      'GET /api/sales/refunds': jsonReply(SalesRefundsResponse, refunds),
      'GET /api/sales/coupons': jsonReply(SalesCouponsResponse, coupons),
    });
    renderApp('/sales', { session: creator() });

    const refundsTable = await screen.findByRole('region', { name: 'Refunds, newest first' });
    const refundRows = rowsOf(refundsTable);
    expect(refundRows.map((row) => row.slice(1))).toEqual([
      ['Tunde Okafor', 'Algebra Foundations', '$29.00', "The buyer's request, within the refund policy", 'Tunde Okafor'],
      ['A former learner', 'Algebra Foundations', '$14.50', 'Refunded by the creator', 'You'],
    ]);

    const couponsTable = await screen.findByRole('region', { name: 'Coupon performance per code and currency' });
    expect(rowsOf(couponsTable)).toEqual([
      ['SPRING-25', 'USD', '3', '1', '$43.50', '$14.50', '$39.15'],
      ['WINTER', '—', '0', '0', 'No paid order has used it yet'],
    ]);

    const totals = within(await screen.findByRole('region', { name: 'Totals' }));
    expect(within(totals.getByLabelText('USD')).getByText('Refunded').nextElementSibling?.textContent).toBe('1 refund, $29.00');
  });

  it('refunds a paid order after a dialog that says what happens, then says it was done and reads the sales again', async () => {
    const api = stubApi({
      'GET /api/sales': jsonReply(SalesSummaryResponse, summary),
      'GET /api/sales/orders': [
        jsonReply(SalesOrdersResponse, { items: [paidOrder], nextCursor: null }),
        jsonReply(SalesOrdersResponse, { items: [{ ...paidOrder, status: 'refunded' }], nextCursor: null }),
      ],
      'GET /api/sales/refunds': jsonReply(SalesRefundsResponse, { items: [], nextCursor: null }),
      'GET /api/sales/coupons': jsonReply(SalesCouponsResponse, { coupons: [] }),
      'POST /api/orders/o1/refund': jsonReply(RefundOrderResponse, { orderId: 'o1', status: 'refunded', refundId: 're_test_o1', changed: true }),
    });
    renderApp('/sales', { session: creator() });

    fireEvent.click(await screen.findByRole('button', { name: 'Refund Claire Dubois’s order of “Algebra Foundations”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund $29.00?' });
    expect(dialog.textContent).toContain('Claire Dubois gets the whole order back, $29.00, for “Algebra Foundations”');
    expect(dialog.textContent).toContain('Their access to the course ends at once');
    // The safe answer has the focus first.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep the order' }));
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: ' Bought twice ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $29.00' }));

    const done = await screen.findByText('Refunded $29.00 to Claire Dubois: their access to “Algebra Foundations” has ended.');
    expect(done.getAttribute('role')).toBe('status');
    expect(api.to('POST /api/orders/o1/refund').map((request) => request.json)).toEqual([{ reason: 'Bought twice' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(api.to('GET /api/sales/refunds').length).toBeGreaterThan(1));
    const orders = within(await screen.findByRole('region', { name: 'Orders, newest first' }));
    expect(await orders.findByText('Refunded')).toBeTruthy();
    expect(orders.queryByRole('button', { name: /^Refund / })).toBeNull();
  });

  it('keeps the order when the creator says so, and shows why a refund was refused inside the dialog', async () => {
    const problem: ProblemDetails = { type: 'about:blank', title: 'Conflict', status: 409, detail: 'This order is not paid.', traceId: 't' };
    const api = stubApi({
      'GET /api/sales': jsonReply(SalesSummaryResponse, summary),
      'GET /api/sales/orders': jsonReply(SalesOrdersResponse, { items: [paidOrder], nextCursor: null }),
      'GET /api/sales/refunds': jsonReply(SalesRefundsResponse, { items: [], nextCursor: null }),
      'GET /api/sales/coupons': jsonReply(SalesCouponsResponse, { coupons: [] }),
      'POST /api/orders/o1/refund': problemReply(problem, 'Conflict'),
    });
    renderApp('/sales', { session: creator() });
    const refund = await screen.findByRole('button', { name: /^Refund Claire/ });
    fireEvent.click(refund);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /api/orders/o1/refund')).toEqual([]);

    fireEvent.click(refund);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $29.00' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The order was not refunded');
    expect(alert.textContent).toContain('This order is not paid.');
  });

  it('says when there are no refunds and no coupons, and while it loads, and when they cannot be read', async () => {
    stubApi({
      'GET /api/sales': jsonReply(SalesSummaryResponse, summary),
      'GET /api/sales/orders': jsonReply(SalesOrdersResponse, { items: [], nextCursor: null }),
      'GET /api/sales/refunds': jsonReply(SalesRefundsResponse, { items: [], nextCursor: null }),
      'GET /api/sales/coupons': jsonReply(SalesCouponsResponse, { coupons: [] }),
    });
    const { unmount } = renderApp('/sales', { session: creator() });
    expect(await screen.findByText('No order has been refunded.')).toBeTruthy();
    expect(await screen.findByText('You have no coupon codes yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a coupon' }).getAttribute('href')).toBe('/sales/coupons');
    unmount();

    const problem: ProblemDetails = { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'The read model is rebuilding.', traceId: 't' };
    stubApi({
      'GET /api/sales': jsonReply(SalesSummaryResponse, summary),
      'GET /api/sales/orders': jsonReply(SalesOrdersResponse, { items: [], nextCursor: null }),
      'GET /api/sales/refunds': pendingReply,
      'GET /api/sales/coupons': problemReply(problem, 'Service Unavailable'),
    });
    renderApp('/sales', { session: creator() });
    expect(await screen.findByText('Loading refunds…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your coupon performance');
    expect(alert.textContent).toContain('The read model is rebuilding.');
  });

  it('speaks Spanish and French', async () => {
    for (const [language, refundsHeading, couponsHeading, reason] of [
      ['es', 'Reembolsos', 'Rendimiento de los cupones por código y moneda', 'Reembolsado por el creador'],
      ['fr', 'Remboursements', 'Performance des codes promo par code et par devise', 'Remboursé par le créateur'],
    ] as const) {
      stubApi({
        'GET /api/sales': jsonReply(SalesSummaryResponse, summary),
        'GET /api/sales/orders': jsonReply(SalesOrdersResponse, { items: [paidOrder], nextCursor: null }),
        'GET /api/sales/refunds': jsonReply(SalesRefundsResponse, refunds),
        'GET /api/sales/coupons': jsonReply(SalesCouponsResponse, coupons),
      });
      const { unmount } = renderApp('/sales', { session: creator(language) });
      expect(await screen.findByRole('heading', { name: refundsHeading, level: 2 })).toBeTruthy();
      expect(await screen.findByRole('region', { name: couponsHeading })).toBeTruthy();
      expect(await screen.findByText(reason)).toBeTruthy();
      unmount();
    }
  });
});
