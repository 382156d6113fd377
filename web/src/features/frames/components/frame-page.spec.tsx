import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { stubApi } from '../../../testing/stub-api';

const main = async () => within(await screen.findByRole('main'));

describe('Frames of pages still to come', () => {
  beforeAll(async () => {
    await import('./frame-page');
  });

  it('name the page, say what it will hold and link to related pages', async () => {
    stubApi({});
    renderApp('/reports', { session: aSession() });

    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    const related = within(page.getByRole('region', { name: 'Meanwhile' }));
    expect(related.getByRole('link', { name: 'Analytics' }).getAttribute('href')).toBe('/analytics');
    expect(document.title).toBe('Reports · Pathwise');
  });

  it('fill the address’s certificate into the public verification page', async () => {
    stubApi({});
    renderApp('/verify/cert-7781');

    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Certificate verification' })).toBeTruthy();
    expect(page.getByText(/certificate cert-7781 is genuine/)).toBeTruthy();
  });

  it('speak the language the visitor chose', async () => {
    stubApi({});
    renderApp('/verify/cert-7781', { language: 'es' });

    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'Verificación de certificado' })).toBeTruthy();
    expect(page.getByText('Próximamente')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Cursos' }).getAttribute('href')).toBe('/courses');
  });
});
