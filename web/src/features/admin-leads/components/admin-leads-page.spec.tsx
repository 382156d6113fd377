import { type AdminLead, AdminLeadListResponse } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, problemReply, stubApi } from '../../../testing/stub-api';

let nextLead = 0;
const aLead = (overrides: Partial<AdminLead> = {}): AdminLead => ({
  lead_id: `lead-${(nextLead += 1)}`,
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  organization: 'US Navy',
  topic: 'sales',
  message: 'We would like Pathwise for 300 sailors.',
  submitted_at: '2025-03-04T09:05:00.000Z',
  ...overrides,
});
const aPage = (leads: AdminLead[], total = leads.length, page = 1): AdminLeadListResponse => ({
  leads,
  total,
  page,
  page_size: 25,
});

const admin = () => aSession(aUser({ role: 'admin' }));
const rows = async () => {
  const table = await screen.findByRole('table', { name: 'Leads' });
  return within(table).getAllByRole('row').slice(1);
};
const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);

describe('Admin leads page', () => {
  beforeAll(async () => {
    await import('../routes/admin-leads-route');
  });

  it('lists the leads with when, who, topic and message, and marks erased personal data', async () => {
    const api = stubApi({
      'GET /api/admin/leads': jsonReply(AdminLeadListResponse, 
        aPage([aLead(), aLead({ name: null, email: null, organization: null, message: null, topic: 'press' })]),
      ),
    });
    renderApp('/admin/leads', { session: admin() });

    const [first, erased] = await rows();
    const cells = within(first!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['Grace Hopper', 'grace@navy.example', 'US Navy', 'Sales', 'We would like Pathwise for 300 sailors.']);
    expect(within(first!).getByRole('link', { name: 'grace@navy.example' }).getAttribute('href')).toBe('mailto:grace@navy.example');
    expect(within(first!).getByRole('cell', { name: /2025/ }).querySelector('time')?.getAttribute('datetime')).toBe(
      '2025-03-04T09:05:00.000Z',
    );
    expect(within(erased!).getAllByText('Erased')).toHaveLength(4);
    expect(query(api.to('GET /api/admin/leads')[0]?.url)).toEqual({ page: '1', page_size: '25' });
  });

  it('asks for one topic when the filter changes, from its first page, and keeps it in the address', async () => {
    const api = stubApi({
      'GET /api/admin/leads': [jsonReply(AdminLeadListResponse, aPage([aLead()], 60, 2)), jsonReply(AdminLeadListResponse, aPage([aLead({ topic: 'support' })]))],
    });
    const { router } = renderApp('/admin/leads?page=2', { session: admin() });
    await rows();

    fireEvent.change(screen.getByRole('combobox', { name: 'Topic' }), { target: { value: 'support' } });
    await waitFor(() => expect(api.to('GET /api/admin/leads')).toHaveLength(2));
    expect(query(api.to('GET /api/admin/leads')[1]?.url)).toEqual({ page: '1', page_size: '25', topic: 'support' });
    expect(router.state.location.search).toEqual({ topic: 'support', page: 1 });
    expect(await screen.findByRole('cell', { name: 'Support' })).toBeTruthy();
  });

  it('pages through the leads 25 at a time', async () => {
    const api = stubApi({
      'GET /api/admin/leads': [jsonReply(AdminLeadListResponse, aPage([aLead()], 60, 1)), jsonReply(AdminLeadListResponse, aPage([aLead({ name: 'Ada' })], 60, 2))],
    });
    renderApp('/admin/leads', { session: admin() });
    await rows();

    const pages = within(screen.getByRole('navigation', { name: 'Pages of leads' }));
    expect(pages.getByText('60 leads · page 1 of 3')).toBeTruthy();
    expect((pages.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(pages.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('cell', { name: 'Ada' })).toBeTruthy();
    expect(query(api.to('GET /api/admin/leads')[1]?.url)).toEqual({ page: '2', page_size: '25' });
    expect(screen.getByText('60 leads · page 2 of 3')).toBeTruthy();
  });

  it('says when there are no leads yet', async () => {
    stubApi({ 'GET /api/admin/leads': jsonReply(AdminLeadListResponse, aPage([])) });
    renderApp('/admin/leads', { session: admin() });

    expect(await screen.findByText('No leads yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why the leads could not load and retries on request', async () => {
    const down = { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'Read model rebuilding', traceId: 't' };
    const api = stubApi({
      'GET /api/admin/leads': [problemReply(down, 'Service Unavailable'), jsonReply(AdminLeadListResponse, aPage([aLead()]))],
    });
    renderApp('/admin/leads', { session: admin() });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the leads');
    expect(alert.textContent).toContain('Read model rebuilding');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rows()).toHaveLength(1);
    expect(api.to('GET /api/admin/leads')).toHaveLength(2);
  });
});
