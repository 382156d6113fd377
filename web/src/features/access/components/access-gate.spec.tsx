import { accessDeniedMessage, type MeResponse, SessionProbeResponse, subscriptionRequiredMessage } from '@pathwise/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser, signedOutProblem, signedOutSession } from '../../../testing/identity-fixtures';
import { AdminLeadsPage } from '../../admin-leads/pages';
import { LoginPage } from '../../identity/pages';
import { DashboardPage } from '../../dashboard/pages';
import { FramePage } from '../../frames/pages';
import { renderApp } from '../../../testing/render-app';
import { deferredReply, jsonReply, problemReply, stubApi } from '../../../testing/stub-api';

const signedInAs = (role: MeResponse['role'], tier: MeResponse['subscription_tier']) =>
  aSession(aUser({ role, subscription_tier: tier }));

const main = async () => within(await screen.findByRole('main'));

describe('Route gates', () => {
  beforeAll(async () => {
    // Warm the lazy page chunks, so that a first transform does not eat into a test's wait.
    await FramePage.preload?.();
    await LoginPage.preload?.();
    await DashboardPage.preload?.();
    await AdminLeadsPage.preload?.();
  });

  it('send a visitor on a signed-in page to /login with the original path', async () => {
    stubApi({});
    const { router } = renderApp('/billing');

    await screen.findByRole('heading', { level: 1, name: 'Sign in to Pathwise' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/billing' });
  });

  it('send a visitor on an admin page to /login, keeping its query string in the redirect', async () => {
    stubApi({});
    const { router } = renderApp('/admin/leads?topic=sales');

    await screen.findByRole('heading', { level: 1, name: 'Sign in to Pathwise' });
    expect(router.state.location.search).toEqual({ redirect: '/admin/leads?topic=sales' });
  });

  it('say "Verifying authentication..." on a pro_plus page while the session loads', async () => {
    const session = deferredReply(jsonReply(SessionProbeResponse, signedOutSession));
    stubApi({ 'GET /api/auth/session': session.reply });
    const { router } = renderApp('/white-label', { session: 'ask-server' });

    const verifying = await screen.findByText('Verifying authentication...');
    expect(verifying.getAttribute('role')).toBe('status');
    expect(router.state.location.pathname).toBe('/white-label');
    await act(async () => session.release());
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Pathwise' });
    expect(router.state.location.search).toEqual({ redirect: '/white-label' });
  });

  it('show a student on an admin page Access Denied with the exact message, Go Back and Go to Home', async () => {
    stubApi({});
    const { router } = renderApp('/dashboard', { session: signedInAs('student', 'pro_plus') });
    await screen.findByRole('heading', { level: 1, name: /Welcome back/ });
    await act(() => router.navigate({ to: '/monitoring' }));

    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(page.getByText(accessDeniedMessage('admin'))).toBeTruthy();
    expect(page.getByText("You don't have permission to access this page. This feature requires admin privileges.")).toBeTruthy();
    expect(page.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(page.queryByRole('heading', { name: 'Monitoring' })).toBeNull();

    fireEvent.click(page.getByRole('button', { name: 'Go Back' }));
    await screen.findByRole('heading', { level: 1, name: /Welcome back/ });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('go home from Access Denied when there is no page to go back to', async () => {
    stubApi({ 'GET /api/platform/overview': problemReply(signedOutProblem, 'Unauthorized') });
    const { router } = renderApp('/admin/leads', { session: signedInAs('instructor', 'free') });

    fireEvent.click(await (await main()).findByRole('button', { name: 'Go Back' }));
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/');
  });

  it('show a free user on a pro_plus page Subscription Required, with Upgrade Plan to /billing', async () => {
    stubApi({});
    renderApp('/white-label', { session: signedInAs('creator', 'free') });

    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Subscription Required' })).toBeTruthy();
    expect(page.getByText(subscriptionRequiredMessage('pro_plus'))).toBeTruthy();
    expect(
      page.getByText(
        'This feature is exclusive to our pro_plus plan subscribers. Please upgrade your subscription to access this content.',
      ),
    ).toBeTruthy();
    expect(page.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/billing');
  });

  it('refuse a pro user on a pro_plus page too: plans match exactly, not by rank', async () => {
    stubApi({});
    renderApp('/features/ai-voice-studio', { session: signedInAs('admin', 'pro') });

    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Subscription Required' })).toBeTruthy();
    expect(page.queryByRole('heading', { name: 'AI voice studio' })).toBeNull();
  });

  it('let a pro_plus user onto a pro_plus page and an admin on the free plan onto an admin page', async () => {
    stubApi({});
    renderApp('/features/ai-voice-studio', { session: signedInAs('creator', 'pro_plus') });
    expect(await (await main()).findByRole('heading', { level: 1, name: 'AI voice studio' })).toBeTruthy();
  });

  it('let an admin on the free plan onto an admin page', async () => {
    stubApi({});
    renderApp('/monitoring', { session: signedInAs('admin', 'free') });
    expect(await (await main()).findByRole('heading', { level: 1, name: 'Monitoring' })).toBeTruthy();
  });

  it('say Access Denied and Subscription Required in the language of the account', async () => {
    stubApi({});
    const student = aUser({ role: 'student', settings: { preferred_language: 'es', receive_email_notifications: true } });
    renderApp('/performance-testing', { session: aSession(student) });

    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeTruthy();
    expect(
      page.getByText('No tienes permiso para acceder a esta página. Esta función requiere privilegios de administrador.'),
    ).toBeTruthy();
    expect(page.getByRole('button', { name: 'Volver' })).toBeTruthy();
  });
});
