import type { ServerRenderState } from '@pathwise/contracts';
import { dehydrate, hashKey } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { sessionQueryKey } from './features/identity';
import { setApiOrigin } from './shared/api/api-client';
import { prefetchesSettled } from './shared/api/prefetch-page-data';
import type { Language } from './shared/i18n';

export interface PageRequest {
  /** Path and query of the page, as the browser asked for it. */
  readonly url: string;
  readonly language: Language;
  /** Where the page's data is read: the API of the server rendering it. */
  readonly apiOrigin: string;
}

export interface RenderedPage {
  /** The markup of the app's root element. */
  readonly html: string;
  readonly state: ServerRenderState;
}

/**
 * Renders a page as a signed-out visitor sees it once its data has arrived, for the server to send before any script
 * runs; the browser then hydrates it with the same data. Waits for every lazy page, message file and route loader.
 */
export async function renderPage({ url, language, apiOrigin }: PageRequest): Promise<RenderedPage> {
  setApiOrigin(apiOrigin);
  const queryClient = createQueryClient({ retry: false });
  // Asked without a session cookie (the server renders for nobody else): the page is drawn as nobody signed in sees
  // it, which the browser then knows too (main.tsx) and hydrates alike.
  queryClient.setQueryData(sessionQueryKey, null);
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [url] }), onServer: true });
  try {
    await router.load();
    await prefetchesSettled(queryClient);
    const html = await renderToStringAsync(
      <StrictMode>
        <App queryClient={queryClient} router={router} serverLanguage={language} />
      </StrictMode>,
    );
    // Only answers the page read; the browser sets the session itself, having checked it holds no bearer token.
    const queries = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryHash !== hashKey(sessionQueryKey),
    });
    return { html, state: { language, queries } };
  } finally {
    queryClient.clear();
  }
}
