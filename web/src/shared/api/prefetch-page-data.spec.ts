import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { prefetchesSettled, prefetchPageData } from './prefetch-page-data';

/** A promise and the function that resolves it: the test decides when each answer arrives. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('prefetchesSettled', () => {
  it('resolves at once when nothing was prefetched', async () => {
    await expect(prefetchesSettled(new QueryClient())).resolves.toBeUndefined();
  });

  it('waits for every prefetch under way on that client, its options’ import and its answer both', async () => {
    const queryClient = new QueryClient();
    const catalogueOptions = deferred<{ queryKey: string[]; queryFn: () => Promise<string> }>();
    const courseAnswer = deferred<string>();
    prefetchPageData(queryClient, () => catalogueOptions.promise);
    prefetchPageData(queryClient, async () => ({ queryKey: ['course'], queryFn: () => courseAnswer.promise }));
    let settled = false;
    const settling = prefetchesSettled(queryClient).then(() => (settled = true));

    courseAnswer.resolve('a course');
    await new Promise((done) => setTimeout(done, 0));
    expect(settled).toBe(false);
    catalogueOptions.resolve({ queryKey: ['catalogue'], queryFn: async () => 'courses' });
    await settling;

    expect(queryClient.getQueryData(['catalogue'])).toBe('courses');
    expect(queryClient.getQueryData(['course'])).toBe('a course');
    // Another client's prefetches are its own.
    await expect(prefetchesSettled(new QueryClient())).resolves.toBeUndefined();
  });

  it('settles a failure at once for a page that mounts only then, a failure held already or one still to come', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const refused = deferred<string>();
    prefetchPageData(queryClient, async () => ({ queryKey: ['course'], queryFn: () => Promise.reject(new Error('403')) }));
    prefetchPageData(queryClient, async () => ({ queryKey: ['progress'], queryFn: () => refused.promise.then(() => Promise.reject(new Error('403'))) }));
    // The first failure is held for a page to read it (for a while, without one: a time that never comes here)...
    await new Promise((done) => setTimeout(done, 10));
    expect(queryClient.getQueryState(['course'])?.fetchStatus).toBe('fetching');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const settling = prefetchesSettled(queryClient);
      refused.resolve('now');
      // ...and released once the page is known to wait for it, as is the second.
      await settling;
    } finally {
      vi.useRealTimers();
    }
    expect(queryClient.getQueryState(['course'])?.status).toBe('error');
    expect(queryClient.getQueryState(['progress'])?.status).toBe('error');
  });
});
