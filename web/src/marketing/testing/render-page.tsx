import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { JSX } from 'react';
import { AppProvider } from '../../app/provider';
import type { Language } from '../../shared/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../shared/i18n';
import { FakeSocket } from '../../testing/fake-socket';
import { createTestQueryClient } from '../../testing/render-app';
import { rememberSession, type CurrentSession } from '../../features/identity';

interface RenderPageOptions {
  /** The language the visitor chose earlier (stored under `lang`), or the signed-in user's. */
  language?: Language;
  session?: CurrentSession | null;
  path?: string;
}

/**
 * One public page inside the app's providers and a router of its own. The app's router is another engineer's
 * and registers these pages lazily; testing a page on its own keeps its tests about its content.
 */
export function renderPage(Page: () => JSX.Element, { language = 'en', session = null, path = '/page' }: RenderPageOptions = {}) {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  const queryClient = createTestQueryClient();
  const socket = new FakeSocket();
  rememberSession(
    queryClient,
    session && { ...session, user: { ...session.user, settings: { ...session.user.settings, preferred_language: language } } },
  );
  const rootRoute = createRootRoute({ component: Outlet });
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path, component: Page });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(
    <AppProvider queryClient={queryClient} socket={socket}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, queryClient, router, socket };
}
