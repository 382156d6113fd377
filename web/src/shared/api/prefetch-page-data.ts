import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * How long a failed prefetch waits for its page to read it: long enough for a page's chunk to load on a slow
 * connection, short enough that a link only hovered does not leave its query busy for long.
 */
const FAILURE_WAITS_FOR_PAGE_MS = 5_000;

/** Each client's prefetches still under way, so that a server rendering a page can wait for the page's data. */
const prefetchesUnderWay = new WeakMap<QueryClient, Set<Promise<void>>>();

/**
 * Starts a page's data while the page's chunk loads, in the very query the page then reads, so the page finds its
 * request under way (or done) instead of starting it once it has rendered. The options come through a dynamic import,
 * so that the first chunk carries neither the fetcher nor its contract. Route loaders call this and do not wait: the
 * page shows its own loading state as before, and a prefetch that fails is no route error.
 */
export function prefetchPageData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  loadOptions: () => Promise<FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>>,
): void {
  const prefetch = loadOptions()
    .then((options) => queryClient.prefetchQuery(withFailureHeldForPage(queryClient, options)))
    .catch(() => {
      // The fetcher's chunk did not load: the page's own query asks once the page has loaded.
    });
  const underWay = prefetchesUnderWay.get(queryClient) ?? new Set();
  prefetchesUnderWay.set(queryClient, underWay);
  underWay.add(prefetch);
  void prefetch.finally(() => underWay.delete(prefetch));
}

/**
 * Clients whose page mounts only once their prefetches have settled (a server rendering a page): a failure is no
 * longer held for a page to read it, which would hold the page itself.
 */
const readBeforeMounting = new WeakSet<QueryClient>();
/** The failures each client holds for its page, released when it turns out no page mounts before they settle. */
const heldFailures = new WeakMap<QueryClient, Set<() => void>>();

/**
 * Resolves once every prefetch started on `queryClient` has its answer (or its failure) in the cache: for a page that
 * mounts only then, so failures held for it are released at once.
 */
export async function prefetchesSettled(queryClient: QueryClient): Promise<void> {
  readBeforeMounting.add(queryClient);
  for (const release of heldFailures.get(queryClient) ?? []) release();
  for (let underWay = prefetchesUnderWay.get(queryClient); underWay?.size; underWay = prefetchesUnderWay.get(queryClient)) {
    await Promise.all(underWay);
  }
}

/**
 * A failure settles only once the page reads the query (or after a while): settled before the page mounts, it would
 * make the page's query ask again at once, a second request whose answer may differ from the one the page shows
 * without a prefetch. Held, the page joins the request under way and shows its failure, with a retry, as before.
 */
function withFailureHeldForPage<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey> {
  const { queryFn } = options;
  if (typeof queryFn !== 'function') return options;
  return {
    ...options,
    queryFn: async (context) => {
      try {
        return await queryFn(context);
      } catch (error) {
        await untilPageReads(queryClient, options.queryKey, context.signal);
        throw error;
      }
    },
  };
}

function untilPageReads(queryClient: QueryClient, queryKey: QueryKey, signal: AbortSignal): Promise<void> {
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  if (!query || query.getObserversCount() > 0 || signal.aborted || readBeforeMounting.has(queryClient)) return Promise.resolve();
  return new Promise((resolve) => {
    const held = heldFailures.get(queryClient) ?? new Set();
    heldFailures.set(queryClient, held);
    const stop = () => {
      clearTimeout(timer);
      unsubscribe();
      signal.removeEventListener('abort', stop);
      held.delete(stop);
      resolve();
    };
    held.add(stop);
    const timer = setTimeout(stop, FAILURE_WAITS_FOR_PAGE_MS);
    const unsubscribe = cache.subscribe((event) => {
      if (event.type === 'observerAdded' && event.query === query) stop();
    });
    signal.addEventListener('abort', stop);
  });
}
