import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface BrowserSignUp {
  readonly browser: Browser;
  readonly serverUrl: string;
  /** The 6-digit code mailed to `email`: from the development outbox, or from an SMTP inbox in production mode. */
  codeFor(context: BrowserContext, email: string): Promise<string>;
}

/**
 * Signs a new person up through /signup, in a browser context of their own, and waits until they land on `redirect`.
 * The address is a fresh one unless the test needs to know it (to invite it first, say).
 */
export async function signUpInBrowser(
  { browser, serverUrl, codeFor }: BrowserSignUp,
  name: string,
  redirect: string,
  email = `e2e-${randomUUID().slice(0, 8)}@example.com`,
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${serverUrl}/signup?redirect=${encodeURIComponent(redirect)}`);
  const main = page.getByRole('main');
  await main.getByLabel('Your name').fill(name);
  await main.getByLabel('Email address').fill(email);
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => main.getByLabel('Verification code').count(), { timeout: 20_000 }).toBe(1);
  await main.getByLabel('Verification code').fill(await codeFor(context, email));
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(redirect);
  return page;
}
