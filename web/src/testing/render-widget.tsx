import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useLocation } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { I18nProvider } from '../shared/i18n';
import { RealtimeProvider } from '../shared/realtime/realtime-provider';
import { FakeSocket } from './fake-socket';
import { rememberSession, type CurrentSession } from '../features/identity';

/** Stands in for every page, so a test can read where a widget navigated to. */
function AnyPage() {
  const { pathname } = useLocation();
  return <p data-testid="page">{pathname}</p>;
}

interface RenderWidgetOptions {
  readonly path?: string;
  /** Who is signed in; a visitor by default; 'loading' leaves the session to the (stubbed) network. */
  readonly session?: CurrentSession | null | 'loading';
}

/**
 * A widget inside the providers the app gives it (queries, socket, language) and a router that serves any path,
 * without the real layout, which mounts the widgets itself; built here rather than from app/, which features may
 * not import. Tests run with fake timers; `settle` lets the router and React finish what is pending.
 */
export async function renderWidget(ui: ReactNode, { path = '/', session = null }: RenderWidgetOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (session !== 'loading') rememberSession(queryClient, session);
  const language = session === 'loading' ? undefined : session?.user.settings.preferred_language;
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: AnyPage }),
    createRoute({ getParentRoute: () => rootRoute, path: '$', component: AnyPage }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider socket={new FakeSocket()}>
        <I18nProvider userLanguage={language}>
          <RouterProvider router={router} />
        </I18nProvider>
      </RealtimeProvider>
    </QueryClientProvider>,
  );
  await settle();
  return { ...view, router, queryClient, currentPath: () => router.state.location.pathname };
}

/** Runs what is due now (promises, zero-delay timers) without moving the clock. */
export const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

/** Moves the fake clock, inside act so React applies what the timers changed. */
export const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
