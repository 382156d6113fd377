import type { MeResponse } from '@pathwise/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { stubApi } from '../../../testing/stub-api';

const open = async (overrides: Partial<MeResponse>) => {
  stubApi({});
  renderApp('/dashboard', { session: aSession(aUser(overrides)) });
  return within(await screen.findByRole('main'));
};
const area = (main: ReturnType<typeof within>, name: string) => within(main.getByRole('region', { name }));
const links = (region: ReturnType<typeof within>) =>
  region.getAllByRole('link').map((link: HTMLElement) => link.getAttribute('href'));

describe('Dashboard', () => {
  beforeAll(async () => {
    await import('./dashboard-page');
  });

  it('greets the user by name and says their role, plan and AI credits', async () => {
    const main = await open({
      role: 'creator',
      profile: { display_name: 'Ada', profile_picture_url: null },
      ai_credits: { balance: 1250, last_grant_date: '2025-03-01T08:00:00.000Z' },
    });
    expect(await main.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeTruthy();
    expect(main.getByText('You are signed in as a creator on the Free plan, with 1,250 AI credits.')).toBeTruthy();
  });

  it('welcomes a person who has just signed up, rather than welcoming them back', async () => {
    const main = await open({
      profile: { display_name: 'Grace', profile_picture_url: null },
      created_at: '2026-11-20T10:00:00.000Z',
      last_login: '2026-11-20T10:01:30.000Z',
    });
    expect(await main.findByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeTruthy();
    expect(main.queryByText(/Welcome back/)).toBeNull();
  });

  it('gives a student the learning area and an upgrade, and no teaching or admin area', async () => {
    const main = await open({ role: 'student', subscription_tier: 'free' });
    await main.findByRole('heading', { level: 1 });

    expect(links(area(main, 'Learn'))).toEqual(['/my-courses', '/courses/current', '/progress', '/learner-dashboard', '/certificates']);
    expect(main.queryByRole('region', { name: 'Teach' })).toBeNull();
    expect(main.queryByRole('region', { name: 'Administration' })).toBeNull();
    expect(area(main, 'Your plan').getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/billing');
  });

  it('offers Create Course to an instructor but not to a creator', async () => {
    const instructor = await open({ role: 'instructor' });
    await instructor.findByRole('heading', { level: 1 });
    expect(area(instructor, 'Teach').getByRole('link', { name: 'Create Course' }).getAttribute('href')).toBe('/courses/create');
  });

  it('keeps Create Course from a creator, who still gets the rest of the teaching area', async () => {
    const creator = await open({ role: 'creator' });
    await creator.findByRole('heading', { level: 1 });
    const teach = area(creator, 'Teach');
    expect(teach.queryByRole('link', { name: 'Create Course' })).toBeNull();
    expect(links(teach)).toContain('/courses/dashboard');
    expect(links(teach)).toContain('/sales/coupons');
  });

  it('gives a pro_plus admin the Pro Plus tools and the admin pages', async () => {
    const main = await open({ role: 'admin', subscription_tier: 'pro_plus' });
    await main.findByRole('heading', { level: 1 });

    const plan = area(main, 'Your plan');
    expect(plan.queryByRole('link', { name: 'Upgrade Plan' })).toBeNull();
    expect(links(plan)).toContain('/white-label');
    expect(links(area(main, 'Administration'))).toEqual([
      '/admin/users',
      '/admin/leads',
      '/admin/adaptive-calibration',
      '/admin/parked-events',
      '/admin/nps',
      '/monitoring',
      '/command-center',
      '/advanced-command-center',
      '/performance-testing',
    ]);
    expect(main.getByText('PRO')).toBeTruthy();
  });

  it('speaks the account’s language', async () => {
    const main = await open({
      role: 'admin',
      profile: { display_name: 'Ada', profile_picture_url: null },
      settings: { preferred_language: 'fr', receive_email_notifications: true },
    });
    expect(await main.findByRole('heading', { level: 1, name: 'Bon retour, Ada' })).toBeTruthy();
    expect(main.getByRole('region', { name: 'Administration' })).toBeTruthy();
    expect(main.getByRole('link', { name: 'Prospects' }).getAttribute('href')).toBe('/admin/leads');
  });
});
