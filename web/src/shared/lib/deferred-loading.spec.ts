import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFERRED_LOAD_DELAY_MS, scheduleDeferredLoad } from './deferred-loading';

describe('Deferred loading', () => {
  let cancel: () => void = () => {};

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => cancel());

  it('load 500 ms after the page has loaded, once', () => {
    const load = vi.fn(() => Promise.resolve());
    cancel = scheduleDeferredLoad(load);

    vi.advanceTimersByTime(DEFERRED_LOAD_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('load at the first input when it comes sooner', () => {
    const load = vi.fn(() => Promise.resolve());
    cancel = scheduleDeferredLoad(load);

    window.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(DEFERRED_LOAD_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('wait for the load event when the page is still loading', () => {
    const load = vi.fn(() => Promise.resolve());
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    cancel = scheduleDeferredLoad(load);

    vi.advanceTimersByTime(DEFERRED_LOAD_DELAY_MS * 4);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(DEFERRED_LOAD_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });
});
