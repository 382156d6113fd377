import { OrderResponse, PlaceOrderResponse, PurchaseQuoteResponse, TestCheckoutSessionResponse, TestPaymentResponse } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, pendingReply, problemReply, stubApi } from '../../../testing/stub-api';

const courseId = 'fractions-paid';
const orderId = 'order-1';
const sessionId = 'session.signed';
const amounts = { currency: 'EUR' as const, subtotal: 4_900, taxRateBasisPoints: 2_000, tax: 980, total: 5_880 };
const quote = (overrides: Partial<PurchaseQuoteResponse> = {}) => ({ courseId, courseTitle: 'Fractions for sale', amounts, taxCountries: [], order: null, enrolled: false, ...overrides });
const order = (overrides: Partial<OrderResponse> = {}): OrderResponse => ({
  orderId,
  courseId,
  courseTitle: 'Fractions for sale',
  status: 'awaiting_payment',
  declineReason: null,
  amounts,
  enrolled: false,
  ...overrides,
});
const session = { sessionId, orderId, courseId, amount: 5_880, currency: 'EUR' as const, successUrl: `/courses/${courseId}/purchase/success?orderId=${orderId}`, cancelUrl: `/courses/${courseId}/purchase/cancel?orderId=${orderId}` };
const learner = () => aSession(aUser({ role: 'student' }));

/** axe-core's serious and critical violations; colour contrast needs computed styles, which jsdom does not have. */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

describe('Buying a course', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('../routes/purchase-route'), import('../routes/test-checkout-route'), import('../routes/purchase-success-route'), import('../routes/purchase-cancel-route')]);
  });

  it('shows the order as the server priced it and opens checkout on "Pay", sending no amount', async () => {
    const api = stubApi({
      [`GET /api/courses/${courseId}/purchase`]: jsonReply(PurchaseQuoteResponse, quote()),
      [`POST /api/courses/${courseId}/orders`]: jsonReply(PlaceOrderResponse, { orderId, status: 'awaiting_payment', checkoutUrl: `/checkout/test/${sessionId}` }, { status: 201 }),
      [`GET /api/payments/test/sessions/${sessionId}`]: pendingReply,
    });
    const { router } = renderApp(`/courses/${courseId}/purchase`, { session: learner() });

    await screen.findByRole('heading', { level: 1, name: 'Buy this course' });
    const lines = within(screen.getByLabelText('Your order'));
    expect(lines.getByText('Fractions for sale')).toBeTruthy();
    expect(lines.getByText('Tax (20%)')).toBeTruthy();
    expect(lines.getByText('€58.80')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay €58.80' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/test/${sessionId}`));
    expect(api.requests.find((request) => request.method === 'POST')!.json).toEqual({});
  });

  it('formats the order in the reader\'s language', async () => {
    stubApi({ [`GET /api/courses/${courseId}/purchase`]: jsonReply(PurchaseQuoteResponse, quote()) });
    renderApp(`/courses/${courseId}/purchase`, { session: aSession(aUser({ role: 'student', settings: { preferred_language: 'fr', receive_email_notifications: true } })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acheter ce cours' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Payer 58,80\s€$/ })).toBeTruthy();
  });

  it('sends a visitor to sign in and back', async () => {
    stubApi({});
    const { router } = renderApp(`/courses/${courseId}/purchase`, { session: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: `/courses/${courseId}/purchase` });
  });

  it('says a declined card was declined and stays on the checkout', async () => {
    stubApi({
      [`GET /api/payments/test/sessions/${sessionId}`]: jsonReply(TestCheckoutSessionResponse, session),
      [`POST /api/payments/test/sessions/${sessionId}/pay`]: jsonReply(TestPaymentResponse, { outcome: 'declined', redirectUrl: null }),
    });
    renderApp(`/checkout/test/${sessionId}`, { session: learner() });
    expect(await screen.findByText('€58.80')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4000 0000 0000 0002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay €58.80' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
  });

  it('refuses a card number that is not one before sending it', async () => {
    const api = stubApi({ [`GET /api/payments/test/sessions/${sessionId}`]: jsonReply(TestCheckoutSessionResponse, session) });
    renderApp(`/checkout/test/${sessionId}`, { session: learner() });
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay €58.80' }));
    expect(await screen.findByText('Enter a card number of 12 to 19 digits.')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('asks for the second step a card needs, then goes to the success page', async () => {
    stubApi({
      [`GET /api/payments/test/sessions/${sessionId}`]: jsonReply(TestCheckoutSessionResponse, session),
      [`POST /api/payments/test/sessions/${sessionId}/pay`]: jsonReply(TestPaymentResponse, { outcome: 'requires_confirmation', redirectUrl: null }),
      [`POST /api/payments/test/sessions/${sessionId}/confirm`]: jsonReply(TestPaymentResponse, { outcome: 'succeeded', redirectUrl: session.successUrl }),
      [`GET /api/orders/${orderId}`]: pendingReply,
    });
    const { router } = renderApp(`/checkout/test/${sessionId}`, { session: learner() });
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4000 0027 6000 3184' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay €58.80' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your payment' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${courseId}/purchase/success`));
  });

  it('waits on the success page until the enrolment follows, then offers to start learning', async () => {
    stubApi({
      [`GET /api/orders/${orderId}`]: [jsonReply(OrderResponse, order()), jsonReply(OrderResponse, order({ status: 'paid', enrolled: true }))],
    });
    renderApp(`/courses/${courseId}/purchase/success?orderId=${orderId}`, { session: learner() });
    expect((await screen.findByRole('status', { name: 'Order status' })).textContent).toBe('Confirming your payment…');
    expect(screen.queryByRole('link', { name: 'Start learning' })).toBeNull();
    const start = await screen.findByRole('link', { name: 'Start learning' }, { timeout: 5_000 });
    expect(start.getAttribute('href')).toBe(`/courses/${courseId}/view`);
    expect(screen.getByRole('status', { name: 'Order status' }).textContent).toBe('Payment received. You are enrolled in Fractions for sale.');
  });

  it('says nothing was charged on the cancel page, with a way back', async () => {
    stubApi({});
    renderApp(`/courses/${courseId}/purchase/cancel?orderId=${orderId}`, { session: aSession(aUser({ role: 'student', settings: { preferred_language: 'es', receive_email_notifications: true } })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago cancelado' })).toBeTruthy();
    expect(screen.getByText('No se cobró nada. Puedes comprar el curso cuando quieras.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al curso' }).getAttribute('href')).toBe(`/courses/${courseId}`);
  });

  it('has no serious accessibility problem on the purchase page with a country choice, nor on the confirm step', async () => {
    stubApi({
      [`GET /api/courses/${courseId}/purchase`]: jsonReply(PurchaseQuoteResponse, quote({ taxCountries: ['DE', 'FR'] })),
      [`GET /api/payments/test/sessions/${sessionId}`]: jsonReply(TestCheckoutSessionResponse, session),
      [`POST /api/payments/test/sessions/${sessionId}/pay`]: jsonReply(TestPaymentResponse, { outcome: 'requires_confirmation', redirectUrl: null }),
    });
    const { router } = renderApp(`/courses/${courseId}/purchase`, { session: learner() });
    expect(await screen.findByRole('combobox', { name: 'Billing country' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    await router.navigate({ to: '/checkout/test/$sessionId', params: { sessionId } });
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4000 0027 6000 3184' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay €58.80' }));
    await screen.findByRole('heading', { level: 1, name: 'Confirm your payment' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('applies a coupon the server prices: the discount line and the new total, then pays with its code', async () => {
    const discounted = { ...amounts, discount: 1_225, couponCode: 'SPRING25', tax: 735, total: 4_410 };
    const api = stubApi({
      [`GET /api/courses/${courseId}/purchase`]: jsonReply(PurchaseQuoteResponse, quote()),
      [`POST /api/courses/${courseId}/purchase/quote`]: jsonReply(PurchaseQuoteResponse, quote({ amounts: discounted })),
      [`POST /api/courses/${courseId}/orders`]: jsonReply(PlaceOrderResponse, { orderId, status: 'awaiting_payment', checkoutUrl: `/checkout/test/${sessionId}` }, { status: 201 }),
      [`GET /api/payments/test/sessions/${sessionId}`]: pendingReply,
    });
    const { router } = renderApp(`/courses/${courseId}/purchase`, { session: learner() });
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    fireEvent.change(field, { target: { value: 'spring25' } });
    fireEvent.submit(field.closest('form')!);

    expect(await screen.findByText(/^Coupon SPRING25 applied: you save €12\.25\./)).toBeTruthy();
    const lines = within(screen.getByLabelText('Your order'));
    expect(lines.getByText('Discount (SPRING25)')).toBeTruthy();
    expect(lines.getByText('-€12.25')).toBeTruthy();
    expect(lines.getByText('€44.10')).toBeTruthy();
    expect(api.requests.find((request) => request.url.endsWith('/purchase/quote'))!.json).toEqual({ couponCode: 'spring25' });

    fireEvent.click(screen.getByRole('button', { name: 'Pay €44.10' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/test/${sessionId}`));
    expect(api.requests.find((request) => request.url.endsWith('/orders'))!.json).toEqual({ couponCode: 'SPRING25' });
  });

  it('shows why a coupon does not apply beside the field, keeping the price as it was', async () => {
    stubApi({
      [`GET /api/courses/${courseId}/purchase`]: jsonReply(PurchaseQuoteResponse, quote()),
      [`POST /api/courses/${courseId}/purchase/quote`]: problemReply(
        { type: 'about:blank', title: 'Conflict', status: 409, detail: 'This coupon has been used up.', traceId: 't', errors: [{ pointer: '#/body/couponCode', detail: 'The coupon has been used up' }] },
        'Conflict',
      ),
    });
    renderApp(`/courses/${courseId}/purchase`, { session: learner() });
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    fireEvent.change(field, { target: { value: 'GONE-CODE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The coupon has been used up');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pay €58.80' })).toBeTruthy();
  });

  it('offers a coupon that leaves nothing to pay as a free enrolment, and goes straight to the success page', async () => {
    const free = { ...amounts, discount: 4_900, couponCode: 'FREEALGEBRA', tax: 0, total: 0 };
    stubApi({
      [`GET /api/courses/${courseId}/purchase`]: jsonReply(PurchaseQuoteResponse, quote()),
      [`POST /api/courses/${courseId}/purchase/quote`]: jsonReply(PurchaseQuoteResponse, quote({ amounts: free })),
      [`POST /api/courses/${courseId}/orders`]: jsonReply(PlaceOrderResponse, { orderId, status: 'paid', checkoutUrl: null }, { status: 201 }),
      [`GET /api/orders/${orderId}`]: pendingReply,
    });
    const { router } = renderApp(`/courses/${courseId}/purchase`, { session: learner() });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Coupon code' }), { target: { value: 'FREEALGEBRA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Get the course for free' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${courseId}/purchase/success`));
  });
});
