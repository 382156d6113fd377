import { DevOutboxResponse } from '@pathwise/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, problemReply, stubApi } from '../../../testing/stub-api';

/** The page itself, apart from the shell around it (top bar, footer, widgets), which has its own statuses and fields. */
const page = () => within(screen.getByRole('main'));

const message = (id: string, sentAt: string, subject: string) => ({
  id,
  to: 'ada@example.com',
  subject,
  text: `Your Pathwise sign-in code is ${id}.`,
  sent_at: sentAt,
});

describe('Development outbox page', () => {
  it('lists the mail newest first, with recipient, subject, time and text', async () => {
    const api = stubApi({
      'GET /api/dev/outbox': jsonReply(DevOutboxResponse, {
        messages: [
          message('111111', '2025-03-04T09:00:00.000Z', 'Older code'),
          message('222222', '2025-03-04T09:05:00.000Z', 'Newer code'),
        ],
      }),
    });
    renderApp('/dev/outbox?to=ada%40example.com');

    const items = await within(await screen.findByRole('main')).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Newer code', 'Older code']);
    expect(items[0]?.textContent).toContain('To ada@example.com');
    expect(items[0]?.textContent).toContain('Your Pathwise sign-in code is 222222.');
    expect(items[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2025-03-04T09:05:00.000Z');
    expect(api.requests[0]?.url).toBe('/api/dev/outbox?to=ada%40example.com');
  });

  it('says the outbox exists only in development mode when the server answers 404', async () => {
    stubApi({
      'GET /api/dev/outbox': problemReply(
        { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No route GET /api/dev/outbox', traceId: 't' },
        'Not Found',
      ),
    });
    renderApp('/dev/outbox');

    expect(await screen.findByText('The development outbox is only available in development mode.')).toBeTruthy();
  });

  it('speaks Spanish when the browser chose es, with the sending time in Spanish', async () => {
    stubApi({ 'GET /api/dev/outbox': jsonReply(DevOutboxResponse, { messages: [message('333333', '2025-03-04T09:05:00.000Z', 'Your code')] }) });
    renderApp('/dev/outbox?to=ada%40example.com', { language: 'es' });

    await screen.findByRole('heading', { level: 1, name: 'Bandeja de salida de desarrollo' });
    const [item] = await within(await screen.findByRole('main')).findAllByRole('listitem');
    expect(item?.textContent).toContain('Para ada@example.com');
    expect(item?.querySelector('time')?.textContent).toBe(
      new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2025-03-04T09:05:00.000Z')),
    );
    expect(page().getByText(/la lista se actualiza cada 3 segundos/)).toBeTruthy();
    expect(page().getByRole('link', { name: 'Mostrar todo el correo' })).toBeTruthy();
  });
});
