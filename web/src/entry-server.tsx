import type { ServerRenderState, SessionProbeResponse } from '@pathwise/contracts';
import { dehydrate, hashKey } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter, rendersOnServerForSignedIn } from './app/router';
import { sessionQueryKey, type CurrentSession } from './features/identity';
import { readApiOnServerAs, type ServerApiReader } from './shared/api/api-client';
import { prefetchesSettled } from './shared/api/prefetch-page-data';
import type { Language } from './shared/i18n';

/** The signed-in person a page is rendered for, and a short-lived token of their session to read its data with. */
export interface SignedInReader {
  readonly session: CurrentSession;
  readonly bearerToken: string;
}

export interface PageRequest {
  /** Path and query of the page, as the browser asked for it. */
  readonly url: string;
  readonly language: Language;
  /** Where the page's data is read: the API of the server rendering it. */
  readonly apiOrigin: string;
  /** Null for a visitor. */
  readonly signedIn: SignedInReader | null;
}

export interface RenderedPage {
  /** The markup of the app's root element. */
  readonly html: string;
  readonly state: ServerRenderState;
}

/** The reader of each render under way: renders of different people's pages run side by side. */
const renders = new AsyncLocalStorage<ServerApiReader>();
readApiOnServerAs(() => renders.getStore());

/**
 * Renders a page as its reader sees it once its data has arrived, for the server to send before any script runs; the
 * browser then hydrates it with the same data. Waits for every lazy page, message file and route loader. Null for a
 * page the browser draws alone: a signed-in page its route does not render on the server (`rendersOnServerForSignedIn`),
 * or one whose data could not be read.
 */
export function renderPage({ url, language, apiOrigin, signedIn }: PageRequest): Promise<RenderedPage | null> {
  return renders.run({ origin: apiOrigin, bearerToken: signedIn?.bearerToken ?? null }, async () => {
    const queryClient = createQueryClient({ retry: false });
    // The session as the page's own script carries it (ADR 31), or null for a visitor: the browser, holding the same,
    // hydrates alike.
    const session: SessionProbeResponse | null = signedIn?.session ?? null;
    queryClient.setQueryData(sessionQueryKey, session);
    const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [url] }), onServer: true });
    try {
      if (signedIn && !rendersOnServerForSignedIn(router, router.latestLocation.pathname)) return null;
      await router.load();
      await prefetchesSettled(queryClient);
      // A read that failed is the browser's to show, with its retry: a failure does not travel in the page's data, and
      // hydrating without it would draw something else.
      if (queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')) return null;
      const html = await renderToStringAsync(
        <StrictMode>
          <App queryClient={queryClient} router={router} serverLanguage={language} />
        </StrictMode>,
      );
      // Only answers the page read; never the session, which comes in a script of its own (and never for a visitor).
      const queries = dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryHash !== hashKey(sessionQueryKey),
      });
      return { html, state: { language, signedInAs: signedIn?.session.user.uid ?? null, queries } };
    } finally {
      queryClient.clear();
    }
  });
}
