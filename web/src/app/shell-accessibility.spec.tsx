import { AdminLeadListResponse, NotificationsResponse } from '@pathwise/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminLeadsPage } from '../features/admin-leads/pages';
import { DashboardPage } from '../features/dashboard/pages';
import { FramePage } from '../features/frames/pages';
import { aSession, aUser } from '../testing/identity-fixtures';
import { renderApp } from '../testing/render-app';
import { jsonReply, stubApi } from '../testing/stub-api';

/** axe-core's serious and critical violations; colour contrast needs computed styles, which jsdom does not have. */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const leads: AdminLeadListResponse = {
  leads: [
    {
      lead_id: 'lead-a11y',
      name: 'Grace Hopper',
      email: 'grace@navy.example',
      organization: null,
      topic: 'support',
      message: 'Hello there, we have a question.',
      submitted_at: '2025-03-04T09:05:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  page_size: 25,
};

describe('Shell accessibility (axe, serious and critical)', () => {
  beforeAll(async () => {
    await DashboardPage.preload?.();
    await FramePage.preload?.();
    await AdminLeadsPage.preload?.();
  });

  it('has none on Page Not Found with the site’s bar and its mobile menu open', async () => {
    stubApi({});
    renderApp('/no-such-page');
    fireEvent.click(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Menu' }));
    expect(await seriousViolations()).toEqual([]);
  });

  it('has none on the dashboard of a signed-in admin, with the app’s bar and notifications open', async () => {
    stubApi({
      'GET /api/notifications': jsonReply(NotificationsResponse, {
        notifications: [
          {
            notificationId: 'n-a11y',
            type: 'info',
            title: 'New reply in “Fractions”',
            message: 'Flip the second one.',
            priority: 'normal',
            action: { label: 'Open thread', url: '/courses/c-1/forum?thread=t-1' },
            source: { kind: 'forum_reply', courseId: 'c-1', threadId: 't-1', postId: 'p-1' },
            createdAt: '2025-03-04T09:05:00.000Z',
            read: false,
          },
        ],
        unreadCount: 1,
      }),
    });
    renderApp('/dashboard', { session: aSession(aUser({ role: 'admin', subscription_tier: 'pro' })) });
    await screen.findByRole('heading', { level: 1, name: /Welcome back/ });
    fireEvent.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByRole('list', { name: 'Notifications' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('has none on the admin leads table', async () => {
    stubApi({ 'GET /api/admin/leads': jsonReply(AdminLeadListResponse, leads) });
    renderApp('/admin/leads', { session: aSession(aUser({ role: 'admin' })) });
    await screen.findByRole('table', { name: 'Leads' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('has none on Access Denied, Subscription Required and a frame', async () => {
    stubApi({});
    const { router } = renderApp('/monitoring', { session: aSession(aUser({ role: 'student', subscription_tier: 'pro' })) });
    await screen.findByRole('heading', { level: 1, name: 'Access Denied' });
    expect(await seriousViolations()).toEqual([]);

    await act(() => router.navigate({ to: '/white-label' }));
    await screen.findByRole('heading', { level: 1, name: 'Subscription Required' });
    expect(await seriousViolations()).toEqual([]);

    await act(() => router.navigate({ to: '/reports' }));
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    expect(await seriousViolations()).toEqual([]);
  });
});
