import { CouponListResponse, CouponResponse, CreatorDashboardResponse } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCourseCard } from '../../../testing/course-fixtures';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { emptyReply, jsonReply, pendingReply, stubApi } from '../../../testing/stub-api';

const spring: CouponResponse = {
  code: 'SPRING25',
  discount: { kind: 'percent', percent: 25 },
  scope: { kind: 'course', courseId: 'algebra', courseTitle: 'Algebra basics' },
  expiresAt: null,
  maxRedemptions: 50,
  oncePerCustomer: true,
  redeemed: 3,
  held: 1,
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const dashboard: CreatorDashboardResponse = {
  courses: [{ ...aCourseCard({ courseId: 'algebra', title: 'Algebra basics' }), status: 'published', role: 'creator', version: 3, updatedAt: '2026-11-20T10:00:00.000Z', lastLearningAt: null }],
  totals: { published: 1, drafts: 0, enrolments: 0 },
  recentEnrolments: [],
};
const creator = () => aSession(aUser({ role: 'instructor' }));

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

describe('The coupon page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('../routes/coupons-route');
  });

  it('lists the creator\'s coupons with their uses against the limit', async () => {
    stubApi({ 'GET /api/coupons': jsonReply(CouponListResponse, { coupons: [spring] }), 'GET /api/courses/dashboard': jsonReply(CreatorDashboardResponse, dashboard) });
    renderApp('/sales/coupons', { session: creator() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupons' })).toBeTruthy();
    const row = within((await screen.findByText('SPRING25')).closest('tr')!);
    expect(row.getByText(/25% off/)).toBeTruthy();
    expect(row.getByText('Algebra basics')).toBeTruthy();
    expect(row.getByText(/3 of 50/)).toBeTruthy();
    expect(row.getByText(/1 order waiting for payment/)).toBeTruthy();
    expect(row.getByText('Active')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('says so when there are no coupons yet, in the reader\'s language', async () => {
    stubApi({ 'GET /api/coupons': jsonReply(CouponListResponse, { coupons: [] }), 'GET /api/courses/dashboard': jsonReply(CreatorDashboardResponse, dashboard) });
    renderApp('/sales/coupons', { session: aSession(aUser({ role: 'instructor', settings: { preferred_language: 'es', receive_email_notifications: true } })) });
    expect(await screen.findByText('Aún no has creado ningún cupón. Crea el primero arriba.')).toBeTruthy();
  });

  it('shows its loading state while the coupons are on their way', async () => {
    stubApi({ 'GET /api/coupons': pendingReply, 'GET /api/courses/dashboard': jsonReply(CreatorDashboardResponse, dashboard) });
    renderApp('/sales/coupons', { session: creator() });
    expect(await screen.findByText('Loading your coupons…')).toBeTruthy();
  });

  it('says the coupons could not be loaded, with a way to try again that reads them anew', async () => {
    stubApi({
      'GET /api/coupons': [emptyReply(502, 'Bad Gateway'), jsonReply(CouponListResponse, { coupons: [spring] })],
      'GET /api/courses/dashboard': jsonReply(CreatorDashboardResponse, dashboard),
    });
    renderApp('/sales/coupons', { session: creator() });
    expect(await screen.findByText('Could not load your coupons')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('SPRING25')).toBeTruthy();
  });

  it('makes a coupon for one of the creator\'s courses and checks the form before sending it', async () => {
    const api = stubApi({
      'GET /api/coupons': [jsonReply(CouponListResponse, { coupons: [] }), jsonReply(CouponListResponse, { coupons: [spring] })],
      'GET /api/courses/dashboard': jsonReply(CreatorDashboardResponse, dashboard),
      'POST /api/coupons': jsonReply(CouponResponse, { ...spring, redeemed: 0, held: 0 }, { status: 201 }),
    });
    renderApp('/sales/coupons', { session: creator() });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Code' }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Use 4 to 24 letters, digits or dashes.')).toBeTruthy();
    expect(screen.getByText('Choose the course the coupon is for.')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: 'spring25' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Percentage off (1 to 100)' }), { target: { value: '25' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Course' }), { target: { value: 'algebra' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Total uses/ }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Coupon SPRING25 is ready to use.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')!.json).toEqual({
      code: 'spring25',
      discount: { kind: 'percent', percent: 25 },
      scope: { kind: 'course', courseId: 'algebra' },
      expiresAt: null,
      maxRedemptions: 50,
      oncePerCustomer: true,
    });
    await waitFor(() => expect(screen.getByText('SPRING25')).toBeTruthy());
  });

  it('stops a coupon from its row', async () => {
    const api = stubApi({
      'GET /api/coupons': [jsonReply(CouponListResponse, { coupons: [spring] }), jsonReply(CouponListResponse, { coupons: [{ ...spring, status: 'disabled' }] })],
      'GET /api/courses/dashboard': jsonReply(CreatorDashboardResponse, dashboard),
      'POST /api/coupons/SPRING25/disable': jsonReply(CouponResponse, { ...spring, status: 'disabled' }),
    });
    renderApp('/sales/coupons', { session: creator() });
    fireEvent.click(await screen.findByRole('button', { name: 'Stop coupon SPRING25' }));
    expect(await screen.findByText('Stopped')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop coupon SPRING25' })).toBeNull();
    expect(api.requests.some((request) => request.method === 'POST' && request.url.endsWith('/coupons/SPRING25/disable'))).toBe(true);
  });

  it('tells a student coupons are for creators, offering no form', async () => {
    stubApi({ 'GET /api/coupons': jsonReply(CouponListResponse, { coupons: [] }) });
    renderApp('/sales/coupons', { session: aSession(aUser({ role: 'student' })) });
    expect(await screen.findByText(/Coupons are for course creators/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create coupon' })).toBeNull();
  });
});
