import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { EmailSignInResult } from './sign-in-by-email.js';

/**
 * An API call as the signed-in person, with the session's cookie and CSRF token as the web app sends them. A failure
 * fails the test with the server's answer; a success gives back the parsed body, if any.
 */
export async function callAs(serverUrl: string, who: EmailSignInResult, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${serverUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: who.cookie, 'x-csrf-token': who.session.csrf_token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * A page of a browser context of its own (made with `options`: a viewport, blocked service workers), signed in as
 * `who` by the session cookie the API gave. Close it with `page.context().close()`.
 */
export async function pageSignedInAs(
  browser: Browser,
  serverUrl: string,
  who: Pick<EmailSignInResult, 'cookie'>,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  const [name, value] = who.cookie.split('=');
  await context.addCookies([{ name: name!, value: value!, url: serverUrl }]);
  return context.newPage();
}
