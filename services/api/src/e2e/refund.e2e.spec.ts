import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../testing/axe.js';
import { untilAppReady } from '../testing/browser.js';
import { signInByEmail, type EmailSignInResult } from '../testing/sign-in-by-email.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';
import { callAs, pageSignedInAs } from '../testing/signed-in-requests.js';

const courseTitle = `Refundable halves ${randomUUID().slice(0, 8)}`;
const lessonTitle = 'What is a half?';

/**
 * A refund ends access, in the browser: a learner buys a paid course with the test card and opens it, sees the refund
 * policy and the purchase on /billing, requests a refund there and confirms it, and the course is no longer open to
 * them: the player says what it costs, and their courses no longer list it.
 */
describe('a learner refunding a course they bought, in the browser', () => {
  const app = useServerAndBrowser({ SEED_DEMO_WORLD: 'false' });
  const courseId = randomUUID();
  const pages: Page[] = [];

  const call = (who: EmailSignInResult, method: string, path: string, body?: unknown) => callAs(app.server.url, who, method, path, body);
  const person = (name: string) => signInByEmail(app.server.url, `e2e-${randomUUID().slice(0, 8)}@example.com`, name);
  const path = (page: Page) => new URL(page.url()).pathname;

  beforeAll(async () => {
    const creator = await person('Ada Seller');
    await call(creator, 'POST', '/courses', { courseId, title: courseTitle, level: 'beginner', language: 'en', priceCents: 2_900, currency: 'USD' });
    await call(creator, 'POST', `/courses/${courseId}/modules`, { expectedVersion: 1, moduleId: 'halves', title: 'Halves' });
    const blocks = [{ kind: 'text', text: 'A half is one of two equal parts.' }];
    await call(creator, 'POST', `/courses/${courseId}/lessons`, { expectedVersion: 2, moduleId: 'halves', lessonId: 'half', title: lessonTitle, blocks, estimatedMinutes: 5, skillIds: [] });
    await call(creator, 'POST', `/courses/${courseId}/publish`, { expectedVersion: 3 });
  });

  afterAll(async () => {
    for (const page of pages) await page.context().close();
  });

  it('buys the course with the test card, refunds it from /billing, and the course is no longer open', async () => {
    const buyer = await person('Rosa Refund');
    const page = await pageSignedInAs(app.browser, app.server.url, buyer, { serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    pages.push(page);

    await page.goto(`${app.server.url}/courses/${courseId}/purchase`);
    await untilAppReady(page);
    // The heading is drawn while the quote loads too: the policy comes with the order's lines.
    await expect.poll(() => page.getByText(/Full refund on request within 30 days of paying, while you have finished less than 30%/).count(), { timeout: 30_000 }).toBe(1);
    await page.getByRole('button', { name: 'Pay $29.00' }).click();
    await expect.poll(() => path(page), { timeout: 30_000 }).toMatch(/^\/checkout\/test\//);
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $29.00' }).click();
    const start = page.getByRole('link', { name: 'Start learning' });
    await expect.poll(() => start.count(), { timeout: 30_000 }).toBe(1);
    await start.click();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: lessonTitle }).count(), { timeout: 30_000 }).toBe(1);

    await page.goto(`${app.server.url}/billing`);
    const purchases = page.getByRole('region', { name: 'Your purchases' });
    await expect.poll(() => purchases.getByText(courseTitle).count(), { timeout: 30_000 }).toBe(1);
    await purchases.getByRole('button', { name: 'Request a refund' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund “${courseTitle}”?` });
    await expect.poll(() => dialog.getByText(/You get \$29\.00 back on your card/).count(), { timeout: 30_000 }).toBe(1);
    await dialog.getByRole('textbox', { name: 'Why are you asking? (optional)' }).fill('I meant to buy another course.');
    await dialog.getByRole('button', { name: 'Refund my order' }).click();
    await expect.poll(() => page.getByText('Refunded: $29.00 is on its way back to your card.').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => purchases.getByText(/^Refunded on /).count(), { timeout: 30_000 }).toBe(1);
    expect(await purchases.getByRole('button', { name: 'Request a refund' }).count()).toBe(0);

    // The enrolment ends in the background, right after the refund: the player asks the server afresh once it has.
    await expect
      .poll(async () => (await fetch(`${app.server.url}/api/courses/${courseId}/learn`, { headers: { cookie: buyer.cookie } })).status, { timeout: 30_000 })
      .toBe(403);
    await page.goto(`${app.server.url}/courses/${courseId}/view`);
    await expect
      .poll(() => page.getByText('This course costs $29.00: buy it on its course page to study it.').count(), { timeout: 30_000 })
      .toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: lessonTitle }).count()).toBe(0);

    const mine = (await call(buyer, 'GET', '/me/courses')) as { courses: { courseId: string }[] };
    expect(mine.courses.map((course) => course.courseId)).not.toContain(courseId);
  });

  it('has no serious or critical axe violations on /billing with a purchase and the refund dialog open, light or dark, on a phone', async () => {
    const buyer = await person('Ada Axe');
    // Bought through the API and the test checkout's own calls: this case is about the page, not the purchase.
    const placed = (await call(buyer, 'POST', `/courses/${courseId}/orders`, {})) as { checkoutUrl: string };
    const sessionId = placed.checkoutUrl.replace('/checkout/test/', '');
    await fetch(`${app.server.url}/api/payments/test/sessions/${sessionId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardNumber: '4242424242424242' }),
    });
    const problems: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      // axe is injected as an inline script, which the app's own Content Security Policy rightly refuses.
      const page = await pageSignedInAs(app.browser, app.server.url, buyer, { bypassCSP: true, colorScheme, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
      pages.push(page);
      await page.goto(`${app.server.url}/billing`);
      const request = page.getByRole('region', { name: 'Your purchases' }).getByRole('button', { name: 'Request a refund' });
      await expect.poll(() => request.count(), { timeout: 30_000 }).toBe(1);
      await request.click();
      await expect.poll(() => page.getByRole('dialog').count(), { timeout: 30_000 }).toBe(1);
      for (const violation of await seriousAxeViolations(page)) problems.push(`${colorScheme}: ${violation.id} at ${violation.targets.join(', ')}`);
      // Nothing wider than the phone: the purchase's facts and buttons wrap.
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    }
    expect(problems).toEqual([]);
  });
});
