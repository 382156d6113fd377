import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { stubApi } from '../../../testing/stub-api';

const main = async () => within(await screen.findByRole('main'));

describe('Frames of pages still to come', () => {
  beforeAll(async () => {
    await import('./frame-page');
  });

  it('name the page, say what it will hold and link to related pages', async () => {
    stubApi({});
    renderApp('/analytics', { session: aSession() });

    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    const related = within(page.getByRole('region', { name: 'Meanwhile' }));
    expect(related.getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe('/reports');
    expect(document.title).toBe('Analytics · Pathwise');
  });

  it('speak the reader’s language', async () => {
    stubApi({});
    renderApp('/analytics', { session: aSession(aUser({ settings: { preferred_language: 'es', receive_email_notifications: true } })) });

    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Analíticas' })).toBeTruthy();
    expect(page.getByText('Próximamente')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Informes' }).getAttribute('href')).toBe('/reports');
  });
});
