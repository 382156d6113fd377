import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { setCsrfToken } from '../shared/api/csrf-token';
import { settleRenderedRouters } from './rendered-routers';

// jsdom has no layout, so the router's scroll restoration has nothing to scroll.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  // Module state outlives a test; a token left here would ride along on the next test's writes.
  setCsrfToken(null);
  document.documentElement.lang = 'en';
});

afterAll(settleRenderedRouters);
