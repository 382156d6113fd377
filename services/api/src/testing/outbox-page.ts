import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';

/** Reads the newest code for the address off the development outbox page, as the README tells people to. */
export async function codeFromOutboxPage(context: BrowserContext, serverUrl: string, email: string): Promise<string> {
  const outbox = await context.newPage();
  await outbox.goto(`${serverUrl}/dev/outbox`);
  await expect.poll(() => outbox.getByText(email).count(), { timeout: 20_000 }).toBeGreaterThan(0);
  const text = (await outbox.locator('main').textContent()) ?? '';
  await outbox.close();
  const code = /sign-in code is (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error('No code on the outbox page');
  return code;
}
