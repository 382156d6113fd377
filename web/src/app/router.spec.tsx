import type { AnyRoute } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeCatalog } from '../shared/navigation/route-catalog';
import { aSession, aUser } from '../testing/identity-fixtures';
import { renderApp } from '../testing/render-app';
import { stubApi } from '../testing/stub-api';

/** The pathless gate a route sits under, named as the catalog names its access. */
function gateOf(route: AnyRoute): string {
  const parentId: string = route.parentRoute?.id ?? '';
  const gates: Record<string, string> = {
    __root__: 'public',
    '/signed-in': 'signedIn',
    '/signed-in/pro-plus': 'proPlus',
    '/signed-in/paid-plans': 'paidPlans',
    '/signed-in/admin': 'admin',
  };
  return gates[parentId] ?? `unexpected parent ${parentId}`;
}

/** No route is stubbed: a request would answer 501 and show in the fetch mock's calls. */
const noApi = () => stubApi({}).fetchMock;

describe('App router', () => {
  it('registers every route of the catalog behind the gate the catalog names, and nothing else', () => {
    noApi();
    const { router } = renderApp('/no-such-page');

    const registered = Object.values(router.routesById as Record<string, AnyRoute>).filter(
      (route) => !route.isRoot && (route.options as { path?: string }).path !== undefined,
    );
    const served = registered.map((route) => ({ path: route.fullPath as string, access: gateOf(route) }));
    expect(served).toHaveLength(routeCatalog.length);
    for (const entry of routeCatalog) {
      expect(served).toContainEqual({ path: entry.path, access: entry.access });
    }
  });

  it('shows Page Not Found with a link home and no dashboard link to a visitor', async () => {
    const fetchMock = noApi();
    renderApp('/no-such-page');

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(within(main).queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds a link to the dashboard on Page Not Found for a signed-in user', async () => {
    noApi();
    renderApp('/courses/intro/nowhere/at/all', { session: aSession(aUser({ role: 'student' })) });

    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Page Not Found' });
    expect(within(main).getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(within(main).getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('says Page Not Found in the language the visitor chose', async () => {
    noApi();
    renderApp('/no-such-page', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller à l’accueil' }).getAttribute('href')).toBe('/');
  });

  it('wraps every page in the layout: skip link to main, logo home, footer links and tagline', async () => {
    noApi();
    renderApp('/no-such-page');

    const main = await screen.findByRole('main');
    expect(main.id).toBe('main');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Pathwise home' }).getAttribute('href')).toBe(
      '/',
    );
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('Learning made adaptive.')).toBeTruthy();
    const footerNav = within(footer.getByRole('navigation', { name: 'Footer' }));
    const hrefs = ['About', 'Pricing', 'Docs', 'Terms', 'Privacy'].map((name) =>
      footerNav.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/about', '/pricing', '/documentation', '/terms', '/privacy']);
    const social = footer.getByRole('link', { name: 'Pathwise on GitHub (opens in a new tab)' });
    expect(social.getAttribute('target')).toBe('_blank');
    expect(social.getAttribute('rel')).toContain('noopener');
  });
});
