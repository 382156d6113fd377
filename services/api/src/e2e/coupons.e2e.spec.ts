import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../testing/axe.js';
import { untilAppReady } from '../testing/browser.js';
import { signInByEmail, type EmailSignInResult } from '../testing/sign-in-by-email.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';
import { callAs, pageSignedInAs } from '../testing/signed-in-requests.js';

const courseTitle = `Coupon course ${randomUUID().slice(0, 8)}`;

/** A creator's coupon page in the browser: empty at first, a coupon made through its form, its uses listed, stopped. */
describe('a creator managing coupons at /sales/coupons, in the browser', () => {
  const app = useServerAndBrowser({ SEED_DEMO_WORLD: 'false' });
  const courseId = randomUUID();
  const pages: Page[] = [];
  let creator: EmailSignInResult;

  beforeAll(async () => {
    creator = await signInByEmail(app.server.url, `e2e-${randomUUID().slice(0, 8)}@example.com`, 'Ada Coupons');
    const call = (method: string, path: string, body?: unknown) => callAs(app.server.url, creator, method, path, body);
    await call('POST', '/courses', { courseId, title: courseTitle, level: 'beginner', language: 'en', priceCents: 2_900, currency: 'USD' });
    await call('POST', `/courses/${courseId}/modules`, { expectedVersion: 1, moduleId: 'm', title: 'Module' });
    await call('POST', `/courses/${courseId}/lessons`, { expectedVersion: 2, moduleId: 'm', lessonId: 'l', title: 'Lesson', blocks: [{ kind: 'text', text: 'Text.' }], estimatedMinutes: 5, skillIds: [] });
    await call('POST', `/courses/${courseId}/publish`, { expectedVersion: 3 });
  });

  afterAll(async () => {
    for (const page of pages) await page.context().close();
  });

  it('makes a coupon through the form on a phone, lists it with its uses, stops it, with no serious axe violation', async () => {
    // axe is injected as an inline script, which the app's own Content Security Policy rightly refuses.
    const page = await pageSignedInAs(app.browser, app.server.url, creator, { bypassCSP: true, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    pages.push(page);
    await page.goto(`${app.server.url}/sales/coupons`);
    await untilAppReady(page);
    await expect.poll(() => page.getByText('You have not made any coupons yet. Make the first one above.').count(), { timeout: 30_000 }).toBe(1);

    const code = `E2E-${randomUUID().slice(0, 6)}`.toUpperCase();
    await page.getByRole('textbox', { name: 'Code' }).fill(code);
    await page.getByRole('textbox', { name: 'Percentage off (1 to 100)' }).fill('30');
    await page.getByRole('combobox', { name: 'Course' }).selectOption({ label: courseTitle });
    await page.getByRole('textbox', { name: /Total uses/ }).fill('5');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await expect.poll(() => page.getByText(`Coupon ${code} is ready to use.`).count(), { timeout: 30_000 }).toBe(1);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    expect(await row.textContent()).toContain('0 of 5');
    expect(await row.textContent()).toContain(courseTitle);

    // The page itself never scrolls sideways on a phone; the table scrolls inside its own box.
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    expect((await seriousAxeViolations(page)).map((violation) => `${violation.id} at ${violation.targets.join(', ')}`)).toEqual([]);

    await page.getByRole('button', { name: `Stop coupon ${code}` }).click();
    await expect.poll(() => row.getByText('Stopped').count(), { timeout: 30_000 }).toBe(1);

    await page.setViewportSize({ width: 1366, height: 900 });
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
  });
});
