import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../testing/axe.js';
import { untilAppReady } from '../testing/browser.js';
import { signInByEmail, type EmailSignInResult } from '../testing/sign-in-by-email.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';
import { callAs, pageSignedInAs } from '../testing/signed-in-requests.js';

const courseTitle = `Paid fractions ${randomUUID().slice(0, 8)}`;
const lessonTitle = 'What is a half?';

/**
 * Buying a paid course in the browser with the built-in test provider: the course page's "Buy" leads to the order, the
 * test checkout takes the good card, the success page waits for the enrolment and opens the player; the declined card
 * says so and enrols nobody.
 */
describe('a learner buying a paid course with the test card, in the browser', () => {
  const app = useServerAndBrowser({ SEED_DEMO_WORLD: 'false' });
  const courseId = randomUUID();
  const pages: Page[] = [];

  const call = (who: EmailSignInResult, method: string, path: string, body?: unknown) => callAs(app.server.url, who, method, path, body);
  const person = (name: string) => signInByEmail(app.server.url, `e2e-${randomUUID().slice(0, 8)}@example.com`, name);
  const open = async (browser: Browser, who: EmailSignInResult, viewport = { width: 1280, height: 900 }) => {
    const page = await pageSignedInAs(browser, app.server.url, who, { serviceWorkers: 'block', viewport });
    pages.push(page);
    return page;
  };
  const path = (page: Page) => new URL(page.url()).pathname;
  let creator: EmailSignInResult;

  beforeAll(async () => {
    creator = await person('Ada Seller');
    await call(creator, 'POST', '/courses', { courseId, title: courseTitle, level: 'beginner', language: 'en', priceCents: 2_900, currency: 'USD' });
    await call(creator, 'POST', `/courses/${courseId}/modules`, { expectedVersion: 1, moduleId: 'halves', title: 'Halves' });
    const blocks = [{ kind: 'text', text: 'A half is one of two equal parts.' }];
    await call(creator, 'POST', `/courses/${courseId}/lessons`, { expectedVersion: 2, moduleId: 'halves', lessonId: 'half', title: lessonTitle, blocks, estimatedMinutes: 5, skillIds: [] });
    await call(creator, 'POST', `/courses/${courseId}/publish`, { expectedVersion: 3 });
  });

  afterAll(async () => {
    for (const page of pages) await page.context().close();
  });

  /** From the course page through "Buy" and "Pay" to the test checkout, where the card is typed. */
  const checkoutFrom = async (page: Page) => {
    await page.goto(`${app.server.url}/courses/${courseId}`);
    await untilAppReady(page);
    await page.getByRole('link', { name: 'Buy this course' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Buy this course' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByText(courseTitle).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Pay $29.00' }).click();
    await expect.poll(() => path(page), { timeout: 30_000 }).toMatch(/^\/checkout\/test\//);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Test checkout' }).count(), { timeout: 30_000 }).toBe(1);
  };

  it('buys the course with 4242 4242 4242 4242, waits for the enrolment, and opens the player', async () => {
    const buyer = await person('Grace Buyer');
    const page = await open(app.browser, buyer);
    await checkoutFrom(page);
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $29.00' }).click();

    await expect.poll(() => path(page), { timeout: 30_000 }).toBe(`/courses/${courseId}/purchase/success`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Payment received' }).count(), { timeout: 30_000 }).toBe(1);
    const start = page.getByRole('link', { name: 'Start learning' });
    await expect.poll(() => start.count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByRole('status', { name: 'Order status' }).textContent()).toBe(`Payment received. You are enrolled in ${courseTitle}.`);
    await start.click();
    await expect.poll(() => path(page), { timeout: 30_000 }).toBe(`/courses/${courseId}/view`);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: lessonTitle }).count(), { timeout: 30_000 }).toBe(1);
  });

  it('lowers the total with a coupon: the discount line, the lower total, paid with the test card, enrolled', async () => {
    const code = `SAVE-${randomUUID().slice(0, 6)}`.toUpperCase();
    const made = await call(creator, 'POST', '/coupons', { code, discount: { kind: 'percent', percent: 25 }, scope: { kind: 'course', courseId }, maxRedemptions: 10 });
    expect(made).toMatchObject({ code, status: 'active' });
    const buyer = await person('Cora Coupon');
    const page = await open(app.browser, buyer);
    await page.goto(`${app.server.url}/courses/${courseId}/purchase`);
    await untilAppReady(page);
    await expect.poll(() => page.getByRole('button', { name: 'Pay $29.00' }).count(), { timeout: 30_000 }).toBe(1);

    // Typed in lower case and applied with the keyboard: Enter in the field applies the code, it never pays.
    const field = page.getByRole('textbox', { name: 'Coupon code' });
    await field.fill(code.toLowerCase());
    await field.press('Enter');
    const summary = page.getByLabel('Your order');
    await expect.poll(() => summary.getByText(`Discount (${code})`).count(), { timeout: 30_000 }).toBe(1);
    expect(await summary.getByText('-$7.25').count()).toBe(1);
    expect(await summary.getByText('$21.75').count()).toBe(1);
    expect(path(page)).toBe(`/courses/${courseId}/purchase`);

    await page.getByRole('button', { name: 'Pay $21.75' }).click();
    await expect.poll(() => path(page), { timeout: 30_000 }).toMatch(/^\/checkout\/test\//);
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $21.75' }).click();
    await expect.poll(() => path(page), { timeout: 30_000 }).toBe(`/courses/${courseId}/purchase/success`);
    await expect.poll(() => page.getByRole('link', { name: 'Start learning' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByRole('status', { name: 'Order status' }).textContent()).toBe(`Payment received. You are enrolled in ${courseTitle}.`);
  });

  it('says "Your card was declined." for 4000 0000 0000 0002 on a phone, and enrols nobody', async () => {
    const decliner = await person('Omar Declined');
    const page = await open(app.browser, decliner, { width: 390, height: 844 });
    await checkoutFrom(page);
    await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $29.00' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).count(), { timeout: 30_000 }).toBe(1);
    expect(path(page)).toMatch(/^\/checkout\/test\//);

    const enrol = await fetch(`${app.server.url}/api/courses/${courseId}/enrol`, {
      method: 'POST',
      headers: { cookie: decliner.cookie, 'x-csrf-token': decliner.session.csrf_token },
    });
    expect(enrol.status).toBe(402);
  });

  it('sends a signed-out visitor to sign in, with the purchase page as the way back', async () => {
    const context = await app.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    pages.push(page);
    await page.goto(`${app.server.url}/courses/${courseId}/purchase`);
    await expect.poll(() => path(page), { timeout: 30_000 }).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/courses/${courseId}/purchase`);
  });

  it('has no serious or critical axe violations on the purchase, checkout, confirm and cancel pages, light or dark', async () => {
    const buyer = await person('Ada Axe');
    const problems: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      // axe is injected as an inline script, which the app's own Content Security Policy rightly refuses.
      const page = await pageSignedInAs(app.browser, app.server.url, buyer, { bypassCSP: true, colorScheme, serviceWorkers: 'block' });
      pages.push(page);
      const check = async (what: string) => {
        for (const violation of await seriousAxeViolations(page)) problems.push(`${colorScheme} ${what}: ${violation.id} at ${violation.targets.join(', ')}`);
      };
      await checkoutFrom(page);
      await check('checkout');
      await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0027 6000 3184');
      await page.getByRole('button', { name: 'Pay $29.00' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Confirm your payment' }).count(), { timeout: 30_000 }).toBe(1);
      await check('confirm');
      await page.goto(`${app.server.url}/courses/${courseId}/purchase`);
      await expect.poll(() => page.getByRole('button', { name: 'Pay $29.00' }).count(), { timeout: 30_000 }).toBe(1);
      await check('purchase');
      await page.goto(`${app.server.url}/courses/${courseId}/purchase/cancel`);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Payment cancelled' }).count(), { timeout: 30_000 }).toBe(1);
      await check('cancel');
    }
    expect(problems).toEqual([]);
  });
});
