import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '../seed/seed-demo-world.js';
import { signInByEmail } from '../testing/sign-in-by-email.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';

/**
 * The forum flow in the app.browser, on the demo world: the admin asks in Maya's course forum, Maya (its creator)
 * replies, and the admin, who follows their own thread, sees the notification arrive on the bell without a reload.
 */
describe('a course forum thread with a reply and its notification, in the browser', () => {
  const app = useServerAndBrowser();
  let asker: Page;
  let creator: Page;
  const courseId = demoId('course', 'fractions');
  const title = `Why flip the divisor? ${randomUUID().slice(0, 6)}`;
  const reply = 'Dividing by a fraction is multiplying by its inverse.';

  async function signedInPage(email: string): Promise<Page> {
    const { cookie } = await signInByEmail(app.server.url, email);
    const context: BrowserContext = await app.browser.newContext();
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: app.server.url }]);
    return context.newPage();
  }

  beforeAll(async () => {
    asker = await signedInPage('admin@example.com');
    creator = await signedInPage('maya@example.com');
  });

  it('starts a thread from the forum page and opens it', async () => {
    await asker.goto(`${app.server.url}/courses/${courseId}/forum`);
    await expect.poll(() => asker.getByRole('heading', { level: 1, name: 'Course forum' }).count(), { timeout: 20_000 }).toBe(1);
    await asker.getByLabel('Title').fill(title);
    await asker.getByLabel('Message').fill('When dividing fractions, I do not see why we flip the second one.');
    await asker.getByRole('button', { name: 'Start thread' }).click();
    await expect.poll(() => asker.getByRole('heading', { level: 2, name: title }).count(), { timeout: 20_000 }).toBe(1);
    expect(new URL(asker.url()).searchParams.get('thread')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await asker.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lets the creator reply, and tells the asker on the bell, live', async () => {
    await creator.goto(`${app.server.url}/courses/${courseId}/forum`);
    await creator.getByRole('link', { name: title }).click();
    await creator.getByLabel('Your reply').fill(reply);
    await creator.getByRole('button', { name: 'Post reply' }).click();
    await expect.poll(() => creator.getByText(reply).count(), { timeout: 20_000 }).toBe(1);
    expect(await creator.getByRole('button', { name: 'Pin' }).count()).toBe(1);

    const bell = asker.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect.poll(() => bell.count(), { timeout: 20_000 }).toBe(1);
    await bell.click();
    await asker.getByRole('link', { name: `New reply in “${title}”` }).click();
    await expect.poll(() => asker.getByText(reply).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => asker.getByRole('button', { name: 'Notifications', exact: true }).count(), { timeout: 20_000 }).toBe(1);
  });
});
