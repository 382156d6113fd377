import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { browserAgreesWithServer, readServerRenderState } from './app/server-rendered-page';
import { preloadFirstBar } from './app/shell/navigation';
import { installErrorLogger } from './features/errors';
import { getSessionQueryOptions, readInlinedSession, rememberSession, wasSignedInLastVisit } from './features/identity';
import { loadLanguage, locales, storedLanguageStore, type Language } from './shared/i18n';
import { readAuthToken } from './shared/lib/auth-token';
import { scheduleDeferredLoad } from './shared/lib/deferred-loading';
import { hydrateServerPage } from './shared/lib/server-drawn';
import { numberFormat } from './shared/lib/intl-formatters';
import { applyStoredTheme } from './shared/lib/theme';
import { yieldToBrowser } from './shared/lib/yield-to-browser';
// Inter 400-700, self-hosted, as one variable font: one file to fetch and one swap (each of four weight files made the
// page lay out again on arrival); the build preloads its Latin file (vite.config.ts, spec section 9).
import '@fontsource-variable/inter/wght.css';
import './app/global.css';

// Before anything renders, so that an error of the first render is recorded too.
installErrorLogger();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element not found');

applyStoredTheme();

/**
 * Makes the first number format in a task of its own: it loads the language's number data for all later ones, some
 * 40 ms on this machine and four times that on a phone, which the first render would otherwise add to its own task.
 */
async function firstNumberFormatApart(language: Language): Promise<void> {
  await yieldToBrowser();
  numberFormat(locales[language]);
  await yieldToBrowser();
}

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });
const serverRendered = readServerRenderState();
// A page sent to a browser with a session cookie carries the session: the app draws the right bar at once and the
// page's gate lets its code and data start without a round trip. A stored bearer token outranks the cookie: then the
// app asks, as it does for a page that carries none.
const inlinedSession = readAuthToken() === null ? readInlinedSession() : undefined;

if (serverRendered && browserAgreesWithServer(serverRendered, inlinedSession)) {
  // The page's data as the server read it, and its route's code, before hydrating: the first render must be the
  // server's markup, not a loading state.
  hydrate(queryClient, serverRendered.queries as DehydratedState);
  // The session the server rendered with: the one this page carries, or nobody (a visitor's page, rendered for a
  // request without a session cookie, in a browser that holds no bearer token either), known without asking.
  rememberSession(queryClient, serverRendered.signedInAs === null ? null : (inlinedSession ?? null));
  // The router's mark of a page rendered on the server: it then draws its matches without the Suspense boundary the
  // server did not draw either, so the tree hydrates as it was rendered.
  router.ssr = { manifest: undefined };
  // And the page's words in its language, which hydration cannot wait for: rendering in a language whose file is still
  // on its way would suspend, and a page hydrated without a boundary's fallback cannot show one. The entry's catalogs
  // start at once; the route's, once its code has defined them. Each step runs in a task of its own (evaluating the
  // entry, the router's first load, the first number format, hydrating): Preact renders a tree in one go, and a phone
  // should never be held for their sum while the page, painted already, waits for a tap.
  const pageCode = yieldToBrowser()
    .then(() => router.load())
    .catch(() => {
      // The router shows the failure in the page it renders.
    });
  void Promise.all([
    loadLanguage(serverRendered.language),
    pageCode.then(() => loadLanguage(serverRendered.language)),
    // The bar the server drew, with its code: hydrated before it arrived, its buttons would look ready and do nothing.
    preloadFirstBar(serverRendered.signedInAs !== null),
  ])
    .then(() => firstNumberFormatApart(serverRendered.language))
    .then(() => {
      hydrateServerPage(() =>
        hydrateRoot(
          rootElement,
          <StrictMode>
            <App queryClient={queryClient} router={router} serverLanguage={serverRendered.language} />
          </StrictMode>,
        ),
      );
    });
} else {
  if (inlinedSession !== undefined) rememberSession(queryClient, inlinedSession);
  // The app's bar is a chunk of its own, which a browser that shows it first loads before drawing anything; where
  // someone was signed in, the session too: on a phone the account menu decides how the app's bar wraps, and drawn
  // without it the bar would grow under the page once the session answered.
  const language = storedLanguageStore.snapshot();
  void Promise.all([
    preloadFirstBar(),
    // The stored language's words for the shell, so that its first render does not suspend on them.
    loadLanguage(language).then(() => firstNumberFormatApart(language)),
    inlinedSession === undefined && wasSignedInLastVisit() ? queryClient.prefetchQuery(getSessionQueryOptions()) : undefined,
  ]).finally(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}

scheduleDeferredLoad(() => import('./app/deferred.css'));
