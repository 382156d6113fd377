import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. Never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Resolves once the app runs the page (`<html data-app-ready>`): a page the server rendered shows its controls before
 * that, and a control used earlier does nothing.
 */
export async function untilAppReady(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate<string | undefined>('document.documentElement.dataset.appReady'), { timeout: 30_000 }).toBe('true');
}
