import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';
import { rememberSession, type CurrentSession } from '../features/identity';
import { storeLanguage, type Language } from '../shared/i18n';
import { FakeSocket } from './fake-socket';
import { markRouterRendered } from './rendered-routers';

/** A fresh client per test; retries off so a failure shows at once. */
export const createTestQueryClient = () => createQueryClient({ retry: false });

interface RenderAppOptions {
  socket?: FakeSocket;
  /**
   * Who is signed in when the app starts: a session, null for a visitor (the default), or 'ask-server' to leave it
   * unknown, so the app asks GET /api/auth/session through the stubbed fetch as it does in a browser.
   */
  session?: CurrentSession | null | 'ask-server';
  /**
   * The language this browser chose earlier (stored under `lang`), which the I18nProvider starts in; a signed-in
   * user's own language still wins, as in the app. Leave it out for English.
   */
  language?: Language;
}

/** The whole app at `path`, with a fake socket and a fresh query client. */
export function renderApp(path: string, { socket = new FakeSocket(), session = null, language }: RenderAppOptions = {}) {
  const queryClient = createTestQueryClient();
  if (language) storeLanguage(language);
  if (session !== 'ask-server') rememberSession(queryClient, session);
  markRouterRendered();
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(
    <AppProvider queryClient={queryClient} socket={socket}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, queryClient, router, socket };
}

/** A hook inside the app's providers, with a fake socket and a fresh query client. */
export function renderAppHook<T>(hook: () => T, socket = new FakeSocket()) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider queryClient={queryClient} socket={socket}>
      {children}
    </AppProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient, socket };
}
