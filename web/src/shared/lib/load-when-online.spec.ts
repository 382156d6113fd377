import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './load-when-online';

describe('Loading a chunk when online', () => {
  let onLine = true;

  beforeEach(() => {
    onLine = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const goOnline = () => {
    onLine = true;
    window.dispatchEvent(new Event('online'));
  };

  it('waits for the connection before fetching a chunk asked for while offline', async () => {
    onLine = false;
    const load = vi.fn(() => Promise.resolve('chunk'));
    const loading = loadWhenOnline(load);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).not.toHaveBeenCalled();
    goOnline();
    await expect(loading).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again once back online when the connection dropped during the fetch', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => {
        onLine = false;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      })
      .mockResolvedValue('chunk');
    const loading = loadWhenOnline(load);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    goOnline();
    await expect(loading).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads at once where there is no window (a page rendered on the server)', async () => {
    onLine = false;
    await expect(loadWhenOnline(() => Promise.resolve('chunk'), null)).resolves.toBe('chunk');
  });

  it('tries a failing fetch three more times while online, then lets the error through', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn(() => Promise.reject(failure));
    const loading = loadWhenOnline(load);
    const settled = loading.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(7_000);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(4);
    expect(await settled).toBe(failure);
  });
});
