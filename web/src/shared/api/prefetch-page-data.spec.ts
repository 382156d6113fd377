import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
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
});
