import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { setCsrfToken } from '../shared/api/csrf-token';
import { settleRenderedRouters } from './rendered-routers';

// The whole suite runs many files at once on two cores: a find* that waits 1 s fails on a busy machine, not on a bug.
configure({ asyncUtilTimeout: 4_000 });

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
