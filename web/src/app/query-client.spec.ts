import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('The app query client', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = createQueryClient();
  });
  afterEach(() => client.clear());

  it('keeps GET results fresh for 300000 ms (spec section 9)', () => {
    expect(client.getDefaultOptions().queries?.staleTime).toBe(300_000);
  });

  it('asks the server once for requests made together, again only after 5 minutes', async () => {
    let calls = 0;
    const options = {
      queryKey: ['courses', 'catalog'],
      queryFn: async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return calls;
      },
    };
    const together = Promise.all([client.fetchQuery(options), client.fetchQuery(options)]);
    await vi.advanceTimersByTimeAsync(10);
    expect(await together).toEqual([1, 1]);

    await vi.advanceTimersByTimeAsync(300_000 - 20);
    expect(await client.fetchQuery(options)).toBe(1);

    await vi.advanceTimersByTimeAsync(30);
    const later = client.fetchQuery(options);
    await vi.advanceTimersByTimeAsync(10);
    expect(await later).toBe(2);
    expect(calls).toBe(2);
  });
});
