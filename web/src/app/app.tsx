import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { ErrorBoundary } from '../features/errors';
import type { Language } from '../shared/i18n';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

interface AppProps {
  readonly queryClient: QueryClient;
  readonly router: AppRouter;
  /** Set when hydrating a page the server rendered, or rendering one on the server: the language it is in. */
  readonly serverLanguage?: Language;
}

/** The whole app, on a router and query cache made by its caller: the browser's entry, or the server's. */
export function App({ queryClient, router, serverLanguage }: AppProps) {
  return (
    <AppProvider queryClient={queryClient} serverLanguage={serverLanguage}>
      <MarkAppReady />
      {/* The router has its own boundary around pages; this one catches a failure of the router itself. */}
      <ErrorBoundary withinRouter={false}>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </AppProvider>
  );
}

/**
 * `<html data-app-ready="true">` once the app runs the page: a page the server rendered looks the same before, but
 * its buttons do nothing until then (browser tests wait for it before they press one).
 */
function MarkAppReady() {
  useLayoutEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
