import { randomUUID } from 'node:crypto';
import type { PlaceOrderResponse } from '@pathwise/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../testing/axe.js';
import { untilAppReady } from '../testing/browser.js';
import { signInByEmail, type EmailSignInResult } from '../testing/sign-in-by-email.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';
import { callAs, pageSignedInAs } from '../testing/signed-in-requests.js';

const courseTitle = `Sold fractions ${randomUUID().slice(0, 8)}`;

/**
 * A creator's /sales after a learner bought their course: the totals, the chart's words, the order and the export, on
 * a phone and a desktop; then the creator refunds the order from the page and finds it under the refunds.
 */
describe("a creator's sales page, in the browser", () => {
  const app = useServerAndBrowser({ SEED_DEMO_WORLD: 'false' });
  const courseId = randomUUID();
  const pages: Page[] = [];
  let creator: EmailSignInResult;

  const call = (who: EmailSignInResult, method: string, path: string, body?: unknown) => callAs(app.server.url, who, method, path, body);
  const person = (name: string) => signInByEmail(app.server.url, `e2e-${randomUUID().slice(0, 8)}@example.com`, name);

  beforeAll(async () => {
    creator = await person('Ada Seller');
    await call(creator, 'POST', '/courses', { courseId, title: courseTitle, level: 'beginner', language: 'en', priceCents: 2_900, currency: 'USD' });
    await call(creator, 'POST', `/courses/${courseId}/modules`, { expectedVersion: 1, moduleId: 'halves', title: 'Halves' });
    const blocks = [{ kind: 'text', text: 'A half is one of two equal parts.' }];
    await call(creator, 'POST', `/courses/${courseId}/lessons`, { expectedVersion: 2, moduleId: 'halves', lessonId: 'half', title: 'Halves', blocks, estimatedMinutes: 5, skillIds: [] });
    await call(creator, 'POST', `/courses/${courseId}/publish`, { expectedVersion: 3 });
    const buyer = await person('Grace Buyer');
    const placed = (await call(buyer, 'POST', `/courses/${courseId}/orders`, {})) as PlaceOrderResponse;
    const sessionId = String(placed.checkoutUrl).replace('/checkout/test/', '');
    await fetch(`${app.server.url}/api/payments/test/sessions/${sessionId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardNumber: '4242 4242 4242 4242' }),
    });
  });

  afterAll(async () => {
    for (const page of pages) await page.context().close();
  });

  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
    it(`shows the sale, its order and the export at ${viewport.width} px, with no serious axe violation and nothing wider than the screen`, async () => {
      // CSP bypassed only so that axe's script can be added to the page.
      const page = await pageSignedInAs(app.browser, app.server.url, creator, { bypassCSP: true, serviceWorkers: 'block', viewport });
      pages.push(page);
      await page.goto(`${app.server.url}/sales`);
      await untilAppReady(page);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Sales' }).count(), { timeout: 30_000 }).toBe(1);
      const totals = page.getByRole('region', { name: 'Totals' });
      await expect.poll(() => totals.getByText('1 paid order').count(), { timeout: 30_000 }).toBe(1);
      // A new creator is on the free plan, whose platform fee is 20 %: $29.00 earns $23.20.
      expect(await totals.getByText('$23.20').count()).toBe(1);
      const orders = page.getByRole('region', { name: 'Orders, newest first' });
      await expect.poll(() => orders.getByText('Grace Buyer').count(), { timeout: 30_000 }).toBe(1);
      expect(await orders.getByText(courseTitle).count()).toBe(1);

      // The orders filter by keyboard: choose the course, and the export follows the filter.
      await page.getByLabel('Course', { exact: true }).selectOption(courseId);
      await expect.poll(() => page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(`/api/sales/orders.csv?courseId=${courseId}`);
      const csv = await page.evaluate(async (href) => (await fetch(href!)).text(), await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'));
      expect(csv.split('\r\n')[1]).toContain(`,paid,${courseId},${courseTitle},Grace Buyer,USD,29.00,`);

      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  it('refunds the order from the orders list by keyboard after a dialog that says access ends, and lists it under the refunds', async () => {
    const page = await pageSignedInAs(app.browser, app.server.url, creator, { bypassCSP: true, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    pages.push(page);
    await page.goto(`${app.server.url}/sales`);
    await untilAppReady(page);
    const orders = page.getByRole('region', { name: 'Orders, newest first' });
    const refund = orders.getByRole('button', { name: `Refund Grace Buyer’s order of “${courseTitle}”` });
    await expect.poll(() => refund.count(), { timeout: 30_000 }).toBe(1);
    await refund.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.textContent()).toContain('Their access to the course ends at once');
    // "Keep the order" has the focus; the refund is one Tab back, behind the note.
    expect(await page.evaluate<string | undefined>('document.activeElement?.textContent')).toBe('Keep the order');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');

    await expect.poll(() => page.getByRole('status').filter({ hasText: /^Refunded .* to Grace Buyer: their access to/ }).count(), { timeout: 30_000 }).toBe(1);
    expect(await dialog.count()).toBe(0);
    const refunds = page.getByRole('region', { name: 'Refunds, newest first' });
    await expect.poll(() => refunds.getByText('Grace Buyer').count(), { timeout: 30_000 }).toBe(1);
    expect(await refunds.getByText('Refunded by the creator').count()).toBe(1);
    expect(await refunds.getByText('You', { exact: true }).count()).toBe(1);
    await expect.poll(() => orders.getByText('Refunded', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  });
});
