import { SalesCouponsResponse, SalesOrdersResponse, SalesRefundsResponse, SalesSummaryResponse, type ProblemDetails } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, pendingReply, problemReply, stubApi } from '../../../testing/stub-api';

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const figures = (orders: number, subtotal: number, tax: number) => ({
  orders,
  subtotal,
  tax,
  total: subtotal + tax,
  platformFee: subtotal / 10,
  creatorEarnings: subtotal - subtotal / 10,
  refunds: 0,
  refundedTotal: 0,
});

/** The refunds and coupon sections, empty: these specs are about the rest of the page. */
const noRefundsNorCoupons = {
  'GET /api/sales/refunds': jsonReply(SalesRefundsResponse, { items: [], nextCursor: null }),
  'GET /api/sales/coupons': jsonReply(SalesCouponsResponse, { coupons: [] }),
};

const dayFigures = (orders: number, subtotal: number, tax: number) => {
  const { refunds: _refunds, refundedTotal: _refundedTotal, ...day } = figures(orders, subtotal, tax);
  return day;
};

const summary: SalesSummaryResponse = {
  creatorId: 'maya',
  from: daysAgo(29),
  to: today,
  totals: [
    { currency: 'EUR', ...figures(1, 4_900, 980) },
    { currency: 'USD', ...figures(3, 8_700, 0) },
  ],
  daily: [
    { day: daysAgo(9), currency: 'USD', ...dayFigures(2, 5_800, 0) },
    { day: daysAgo(2), currency: 'USD', ...dayFigures(1, 2_900, 0) },
    { day: daysAgo(2), currency: 'EUR', ...dayFigures(1, 4_900, 980) },
  ],
  orderCount: 4,
  courses: [
    { courseId: 'algebra', title: 'Algebra Foundations' },
    { courseId: 'stats', title: 'Les statistiques sans peur' },
  ],
};

const order = (orderId: string, overrides: Partial<SalesOrdersResponse['items'][number]> = {}): SalesOrdersResponse['items'][number] => ({
  orderId,
  status: 'paid',
  buyerName: 'Claire Dubois',
  courseId: 'algebra',
  courseTitle: 'Algebra Foundations',
  currency: 'USD',
  subtotal: 2_900,
  taxRateBasisPoints: 2_000,
  tax: 580,
  total: 3_480,
  platformFee: 290,
  creatorEarnings: 2_610,
  couponCode: null,
  discount: 0,
  placedAt: `${daysAgo(2)}T10:00:00.000Z`,
  paidAt: `${daysAgo(2)}T10:01:00.000Z`,
  ...overrides,
});

const creator = () => aSession(aUser({ role: 'creator', subscription_tier: 'pro' }));
const region = async (name: string) => within(await screen.findByRole('region', { name }));

describe('Sales page', () => {
  beforeAll(async () => {
    await import('../routes/sales-route');
  });

  it('shows the totals per currency, the earnings chart with its table, and the orders with the export link', async () => {
    stubApi({
      ...noRefundsNorCoupons,
      'GET /api/sales': jsonReply(SalesSummaryResponse, summary),
      'GET /api/sales/orders': jsonReply(SalesOrdersResponse, { items: [order('o1', { couponCode: 'SPRING25', discount: 725 }), order('o2', { status: 'declined', buyerName: null, paidAt: null })], nextCursor: null }),
    });
    renderApp('/sales', { session: creator() });

    const totals = await region('Totals');
    expect(totals.getByText('4 paid orders')).toBeTruthy();
    const dollars = totals.getByLabelText('USD');
    expect(within(dollars).getByText('Your earnings').nextElementSibling?.textContent).toBe('$78.30');
    expect(within(totals.getByLabelText('EUR')).getByText('Tax collected').nextElementSibling?.textContent).toBe('€9.80');

    const chart = await region('Earnings over time');
    // Dollars earned the most, so they are charted first; the currency can be changed.
    expect(chart.getByText('Your earnings per day in USD, 30 days')).toBeTruthy();
    const rows = chart.getByRole('table', { hidden: true }).querySelectorAll('tbody tr');
    expect([...rows].map((row) => row.textContent)).toHaveLength(2);
    fireEvent.change(chart.getByLabelText('Currency'), { target: { value: 'EUR' } });
    expect(chart.getByText('Your earnings per day in EUR, 30 days')).toBeTruthy();

    const orders = await screen.findByRole('region', { name: 'Orders, newest first' });
    expect(within(orders).getAllByRole('row')).toHaveLength(3);
    expect(within(orders).getByText('A former learner')).toBeTruthy();
    expect(within(orders).getByText('Declined')).toBeTruthy();
    expect(within(orders).getByText('Coupon SPRING25: −$7.25')).toBeTruthy();
    expect(within(orders).getAllByText('$26.10')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/sales/orders.csv');
    expect(screen.getByRole('region', { name: 'Coupon performance' })).toBeTruthy();
  });

  it('filters the orders by course, status and days, asks for the next page by its cursor, and exports what the filters match', async () => {
    const api = stubApi({
      ...noRefundsNorCoupons,
      'GET /api/sales': jsonReply(SalesSummaryResponse, summary),
      'GET /api/sales/orders': jsonReply(SalesOrdersResponse, { items: [order('o1')], nextCursor: '1767225600000.o1' }),
    });
    renderApp('/sales', { session: creator() });
    const section = await region('Orders');
    await section.findByRole('region', { name: 'Orders, newest first' });

    fireEvent.change(section.getByLabelText('Course'), { target: { value: 'stats' } });
    fireEvent.change(section.getByLabelText('Status'), { target: { value: 'paid' } });
    fireEvent.change(section.getByLabelText('Placed from'), { target: { value: '2026-03-01' } });
    fireEvent.change(section.getByLabelText('Placed until'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(api.to('GET /api/sales/orders').at(-1)?.url).toContain('to=2026-03-31'));
    const asked = new URL(api.to('GET /api/sales/orders').at(-1)!.url, 'http://x').searchParams;
    expect(Object.fromEntries(asked)).toEqual({ courseId: 'stats', status: 'paid', from: '2026-03-01', to: '2026-03-31', limit: '20' });
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/sales/orders.csv?courseId=stats&status=paid&from=2026-03-01&to=2026-03-31');

    fireEvent.click(await section.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.to('GET /api/sales/orders').at(-1)?.url).toContain('cursor=1767225600000.o1'));
    expect(await section.findByText('Page 2')).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: 'Previous' }));
    expect(await section.findByText('Page 1')).toBeTruthy();
  });

  it('says when nothing was sold yet, and when no order matches', async () => {
    stubApi({
      ...noRefundsNorCoupons,
      'GET /api/sales': jsonReply(SalesSummaryResponse, { ...summary, totals: [], daily: [], orderCount: 0, courses: [] }),
      'GET /api/sales/orders': jsonReply(SalesOrdersResponse, { items: [], nextCursor: null }),
    });
    renderApp('/sales', { session: creator() });
    expect(await screen.findByText(/No paid orders in this period yet/)).toBeTruthy();
    expect(await screen.findByText('No orders match these filters.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Earnings over time' })).toBeNull();
  });

  it('says it is loading, then shows the server’s reason when the sales cannot be read', async () => {
    const problem: ProblemDetails = { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'The read model is rebuilding.', traceId: 't' };
    stubApi({ ...noRefundsNorCoupons, 'GET /api/sales': problemReply(problem, 'Service Unavailable'), 'GET /api/sales/orders': pendingReply });
    renderApp('/sales', { session: creator() });
    expect(await screen.findByText('Loading orders…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your sales');
    expect(alert.textContent).toContain('The read model is rebuilding.');
  });

  it('speaks Spanish to a Spanish reader, money included', async () => {
    stubApi({
      ...noRefundsNorCoupons,
      'GET /api/sales': jsonReply(SalesSummaryResponse, summary),
      'GET /api/sales/orders': jsonReply(SalesOrdersResponse, { items: [order('o1')], nextCursor: null }),
    });
    renderApp('/sales', { session: aSession(aUser({ role: 'creator', settings: { preferred_language: 'es', receive_email_notifications: true } })) });
    const totals = await region('Totales');
    expect(totals.getByText('4 pedidos pagados')).toBeTruthy();
    expect(within(totals.getByLabelText('EUR')).getByText('Tus ingresos').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('44,10 €');
    expect(await screen.findByRole('link', { name: 'Exportar CSV' })).toBeTruthy();
  });
});
