import { AdminUserChangesResponse, AdminUserListResponse, MeResponse, type AdminUserChange, type AdminUserSummary } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, problemReply, stubApi } from '../../../testing/stub-api';

let nextUser = 0;
const aListedUser = (overrides: Partial<AdminUserSummary> = {}): AdminUserSummary => ({
  uid: `listed-${(nextUser += 1)}`,
  email: 'lena@example.com',
  display_name: 'Lena Fischer',
  role: 'student',
  subscription_tier: 'free',
  created_at: '2025-01-15T10:00:00.000Z',
  last_login: '2025-03-04T09:00:00.000Z',
  ...overrides,
});
const aPage = (users: AdminUserSummary[], total = users.length, page = 1): AdminUserListResponse => ({ users, total, page, page_size: 25 });
const aTrail = (uid: string, changes: AdminUserChange[] = []): AdminUserChangesResponse => ({ uid, changes });
/** The user as PUT answers: what the page ignores beyond its status, since it reads the list and trail again. */
const changed = (user: AdminUserSummary) =>
  jsonReply(MeResponse, aUser({ uid: user.uid, role: user.role, subscription_tier: user.subscription_tier }));

const adminUser = aUser({ role: 'admin', profile: { display_name: 'Grace Admin', profile_picture_url: null } });
const admin = () => aSession(adminUser);
const table = () => screen.findByRole('table', { name: 'Users' });
const rows = async () => within(await table()).getAllByRole('row').slice(1);
const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);
const openPanel = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `Manage ${name}` }));
  return within(await screen.findByRole('region', { name: `${name}: role, plan and changes` }));
};

describe('Admin users page', () => {
  beforeAll(async () => {
    await import('../routes/admin-users-route');
  });

  it('lists each user with name, email, role, plan, when they joined and last signed in, 25 to a page', async () => {
    const api = stubApi({
      'GET /api/admin/users': [
        jsonReply(AdminUserListResponse, aPage([aListedUser(), aListedUser({ display_name: null, email: null, role: 'instructor', subscription_tier: 'pro_plus', last_login: null })], 60)),
        jsonReply(AdminUserListResponse, aPage([aListedUser({ display_name: 'Omar Haddad' })], 60, 2)),
      ],
    });
    renderApp('/admin/users', { session: admin() });

    const [lena, erased] = await rows();
    expect(within(lena!).getByRole('rowheader').textContent).toBe('Lena Fischer');
    expect(within(lena!).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 5)).toEqual([
      'lena@example.com',
      'Student',
      'Free',
      'Jan 15, 2025',
      'Mar 4, 2025',
    ]);
    expect(within(lena!).getByText('Jan 15, 2025').getAttribute('datetime')).toBe('2025-01-15T10:00:00.000Z');
    expect(within(erased!).getAllByText('Erased')).toHaveLength(2);
    expect(within(erased!).getByRole('cell', { name: 'Never' })).toBeTruthy();
    expect(within(erased!).getByRole('cell', { name: 'Pro Plus' })).toBeTruthy();
    expect(query(api.to('GET /api/admin/users')[0]?.url)).toEqual({ page: '1', page_size: '25' });

    const pages = within(screen.getByRole('navigation', { name: 'Pages of users' }));
    expect(pages.getByText('60 users · page 1 of 3')).toBeTruthy();
    fireEvent.click(pages.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('rowheader', { name: 'Omar Haddad' })).toBeTruthy();
    expect(query(api.to('GET /api/admin/users')[1]?.url)).toEqual({ page: '2', page_size: '25' });
  });

  it('searches on submit and filters by role and plan from the first page, keeping all of it in the address', async () => {
    const api = stubApi({
      'GET /api/admin/users': [
        jsonReply(AdminUserListResponse, aPage([aListedUser()], 30, 2)),
        jsonReply(AdminUserListResponse, aPage([aListedUser()])),
        jsonReply(AdminUserListResponse, aPage([aListedUser()])),
        jsonReply(AdminUserListResponse, aPage([])),
      ],
    });
    const { router } = renderApp('/admin/users?page=2', { session: admin() });
    await rows();

    const main = within(screen.getByRole('main'));
    fireEvent.change(main.getByRole('searchbox', { name: 'Search' }), { target: { value: '  lena ' } });
    fireEvent.click(main.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.to('GET /api/admin/users')).toHaveLength(2));
    expect(query(api.to('GET /api/admin/users')[1]?.url)).toEqual({ page: '1', page_size: '25', search: 'lena' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'student' } });
    await waitFor(() => expect(api.to('GET /api/admin/users')).toHaveLength(3));
    fireEvent.change(screen.getByRole('combobox', { name: 'Plan' }), { target: { value: 'pro' } });
    await waitFor(() => expect(api.to('GET /api/admin/users')).toHaveLength(4));
    expect(query(api.to('GET /api/admin/users')[3]?.url)).toEqual({ page: '1', page_size: '25', search: 'lena', role: 'student', tier: 'pro' });
    expect(router.state.location.search).toEqual({ search: 'lena', role: 'student', tier: 'pro' });

    expect(await screen.findByText('No users match “lena”')).toBeTruthy();
    expect(screen.getByText('Try other words, or clear the filters.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('changes a plan with a reason, then shows the new plan and the change in the audit trail', async () => {
    const lena = aListedUser();
    const upgraded = { ...lena, subscription_tier: 'pro' as const };
    const change: AdminUserChange = {
      field: 'subscription_tier',
      from: 'free',
      to: 'pro',
      source: 'admin',
      changed_by: { uid: adminUser.uid, display_name: 'Grace Admin' },
      reason: 'Scholarship for the spring cohort',
      changed_at: '2025-03-05T14:30:00.000Z',
    };
    const api = stubApi({
      'GET /api/admin/users': [jsonReply(AdminUserListResponse, aPage([lena])), jsonReply(AdminUserListResponse, aPage([upgraded]))],
      [`GET /api/admin/users/${lena.uid}/changes`]: [
        jsonReply(AdminUserChangesResponse, aTrail(lena.uid)),
        jsonReply(AdminUserChangesResponse, aTrail(lena.uid, [change])),
      ],
      [`PUT /api/admin/users/${lena.uid}/subscription-tier`]: changed(upgraded),
    });
    renderApp('/admin/users', { session: admin() });

    const panel = await openPanel('Lena Fischer');
    expect(screen.getByRole('button', { name: 'Manage Lena Fischer' }).getAttribute('aria-expanded')).toBe('true');
    expect(await panel.findByText('No role, plan or credit changes yet.')).toBeTruthy();
    const planForm = within(panel.getByRole('form', { name: 'Change plan' }));
    fireEvent.change(planForm.getByRole('combobox', { name: 'New plan' }), { target: { value: 'pro' } });
    fireEvent.change(planForm.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Scholarship for the spring cohort' } });
    fireEvent.click(planForm.getByRole('button', { name: 'Save plan' }));

    expect(await planForm.findByText('The plan is now Pro.')).toBeTruthy();
    expect(api.to(`PUT /api/admin/users/${lena.uid}/subscription-tier`)[0]?.json).toEqual({
      subscription_tier: 'pro',
      reason: 'Scholarship for the spring cohort',
    });
    const trail = within(await panel.findByRole('list'));
    expect(trail.getByText('Plan: Free → Pro')).toBeTruthy();
    expect(trail.getByText(/by Grace Admin/)).toBeTruthy();
    expect(trail.getByText('Reason: Scholarship for the spring cohort')).toBeTruthy();
    expect(trail.getByText('Mar 5, 2025, 2:30 PM').getAttribute('datetime')).toBe('2025-03-05T14:30:00.000Z');
    const [row] = await rows();
    await waitFor(() => expect(within(row!).getByRole('cell', { name: 'Pro' })).toBeTruthy());
    expect((planForm.getByRole('textbox', { name: 'Reason' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('grants AI credits with a reason, says the new balance, and lists the grant in the audit trail; a bad amount is refused before sending', async () => {
    const lena = aListedUser();
    const grant: AdminUserChange = {
      field: 'ai_credits',
      credits: 40,
      balance: 140,
      changed_by: { uid: adminUser.uid, display_name: 'Grace Admin' },
      reason: 'Workshop allowance',
      changed_at: '2025-03-05T14:30:00.000Z',
    };
    const api = stubApi({
      'GET /api/admin/users': jsonReply(AdminUserListResponse, aPage([lena])),
      [`GET /api/admin/users/${lena.uid}/changes`]: [jsonReply(AdminUserChangesResponse, aTrail(lena.uid)), jsonReply(AdminUserChangesResponse, aTrail(lena.uid, [grant]))],
      [`POST /api/admin/users/${lena.uid}/ai-credits`]: jsonReply(MeResponse, aUser({ uid: lena.uid, ai_credits: { balance: 140, last_grant_date: '2025-03-01T08:00:00.000Z' } })),
    });
    renderApp('/admin/users', { session: admin() });
    const form = within((await openPanel('Lena Fischer')).getByRole('form', { name: 'Grant AI credits' }));
    const credits = form.getByRole('spinbutton', { name: 'Credits to add' });

    fireEvent.change(credits, { target: { value: '0' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Workshop allowance' } });
    fireEvent.click(form.getByRole('button', { name: 'Grant credits' }));
    expect(form.getByText('A whole number from 1 to 100,000')).toBeTruthy();
    expect(document.activeElement).toBe(credits);
    expect(api.to(`POST /api/admin/users/${lena.uid}/ai-credits`)).toHaveLength(0);

    fireEvent.change(credits, { target: { value: '40' } });
    fireEvent.click(form.getByRole('button', { name: 'Grant credits' }));
    expect(await form.findByText('Granted. The balance is now 140 credits.')).toBeTruthy();
    expect(api.to(`POST /api/admin/users/${lena.uid}/ai-credits`)[0]?.json).toEqual({ credits: 40, reason: 'Workshop allowance', grantId: expect.any(String) });
    expect(await screen.findByText('AI credits: +40 credits, balance 140')).toBeTruthy();
  });

  it('asks for a reason before sending, and shows the server’s field errors next to their field', async () => {
    const lena = aListedUser();
    const refused = {
      type: 'https://pathwise.dev/problems/invalid-request',
      title: 'Invalid request',
      status: 400,
      traceId: 'trace-400',
      errors: [{ pointer: '#/body/reason', detail: 'The reason is too short for the audit trail' }],
    };
    const api = stubApi({
      'GET /api/admin/users': jsonReply(AdminUserListResponse, aPage([lena])),
      [`GET /api/admin/users/${lena.uid}/changes`]: jsonReply(AdminUserChangesResponse, aTrail(lena.uid)),
      [`PUT /api/admin/users/${lena.uid}/role`]: problemReply(refused, 'Bad Request'),
    });
    renderApp('/admin/users', { session: admin() });
    const roleForm = within((await openPanel('Lena Fischer')).getByRole('form', { name: 'Change role' }));
    const reason = roleForm.getByRole('textbox', { name: 'Reason' });

    fireEvent.click(roleForm.getByRole('button', { name: 'Save role' }));
    expect(roleForm.getByText('Choose a role other than the current one')).toBeTruthy();
    fireEvent.change(roleForm.getByRole('combobox', { name: 'New role' }), { target: { value: 'instructor' } });
    fireEvent.click(roleForm.getByRole('button', { name: 'Save role' }));
    expect(roleForm.getByText('Say why, in a few words')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason);
    expect(api.to(`PUT /api/admin/users/${lena.uid}/role`)).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'Teaches now' } });
    fireEvent.click(roleForm.getByRole('button', { name: 'Save role' }));
    expect(await roleForm.findByText('The reason is too short for the audit trail')).toBeTruthy();
    expect(api.to(`PUT /api/admin/users/${lena.uid}/role`)[0]?.json).toEqual({ role: 'instructor', reason: 'Teaches now' });
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(reason.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(
      'The reason is too short for the audit trail',
    );
    expect(roleForm.queryByRole('alert')).toBeNull();
  });

  it('locks the signed-in admin’s own role, saying why, and leaves their plan changeable', async () => {
    const self = aListedUser({ uid: adminUser.uid, display_name: 'Grace Admin', role: 'admin' });
    stubApi({
      'GET /api/admin/users': jsonReply(AdminUserListResponse, aPage([self])),
      [`GET /api/admin/users/${self.uid}/changes`]: jsonReply(AdminUserChangesResponse, aTrail(self.uid)),
    });
    renderApp('/admin/users', { session: admin() });
    const panel = await openPanel('Grace Admin');

    const roleForm = within(panel.getByRole('form', { name: 'Change role' }));
    expect(roleForm.getByText('You cannot change your own role: ask another admin.')).toBeTruthy();
    // The form's fieldset is disabled, which disables every control inside it.
    expect(roleForm.getByRole('combobox', { name: 'New role' }).matches(':disabled')).toBe(true);
    expect(roleForm.getByRole('button', { name: 'Save role' }).matches(':disabled')).toBe(true);
    expect(within(panel.getByRole('form', { name: 'Change plan' })).getByRole('button', { name: 'Save plan' }).matches(':disabled')).toBe(false);
  });

  it('says why the users could not load and retries on request', async () => {
    const down = { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'Read model rebuilding', traceId: 't' };
    stubApi({
      'GET /api/admin/users': [problemReply(down, 'Service Unavailable'), jsonReply(AdminUserListResponse, aPage([aListedUser()]))],
    });
    renderApp('/admin/users', { session: admin() });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the users');
    expect(alert.textContent).toContain('Read model rebuilding');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rows()).toHaveLength(1);
  });

  it('speaks Spanish, counting users with plurals', async () => {
    stubApi({ 'GET /api/admin/users': jsonReply(AdminUserListResponse, aPage([aListedUser()], 1)) });
    renderApp('/admin/users', { session: aSession({ ...adminUser, settings: { preferred_language: 'es', receive_email_notifications: true } }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
    expect(await screen.findByText('1 usuario · página 1 de 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gestionar a Lena Fischer' })).toBeTruthy();
  });
});
