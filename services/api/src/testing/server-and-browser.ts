import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startBuiltServer, type BuiltServer } from './built-server.js';

export interface ServerAndBrowser {
  readonly server: BuiltServer;
  readonly browser: Browser;
}

/**
 * The built app and Debian's Chromium for the tests of one spec file: started before its first test (ahead of the
 * spec's own `beforeAll`, which may use them) and stopped after its last. Read `server` and `browser` inside hooks and
 * tests, never at the top of the file, where neither has started yet.
 */
export function useServerAndBrowser(environment: Record<string, string> = {}): ServerAndBrowser {
  let server: BuiltServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startBuiltServer(environment);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`The ${name} is used before it started: read it inside a hook or a test.`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
