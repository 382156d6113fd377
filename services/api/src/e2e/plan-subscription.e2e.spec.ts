import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../testing/axe.js';
import { untilAppReady } from '../testing/browser.js';
import { signInByEmail } from '../testing/sign-in-by-email.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';
import { pageSignedInAs } from '../testing/signed-in-requests.js';

/**
 * Subscribing to Pro monthly on /billing with the built-in test provider's card, in the browser: the checkout saves
 * the card and takes the first payment, /billing shows the plan, the next charge, the card and the paid invoice with
 * its receipt; cancelling and resuming each ask first. On a phone as on a desktop.
 */
describe('subscribing to a plan on /billing with the test card, in the browser', () => {
  const app = useServerAndBrowser({ SEED_DEMO_WORLD: 'false' });
  const pages: Page[] = [];
  const path = (page: Page) => new URL(page.url()).pathname;

  afterAll(async () => {
    for (const page of pages) await page.context().close();
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`subscribes to Pro monthly, sees the plan and the invoice, cancels and resumes (${viewport.width} px)`, async () => {
      const who = await signInByEmail(app.server.url, `e2e-plan-${randomUUID().slice(0, 8)}@example.com`, 'Ada Subscriber');
      const page = await pageSignedInAs(app.browser, app.server.url, who, { serviceWorkers: 'block', viewport, bypassCSP: true });
      pages.push(page);
      await page.goto(`${app.server.url}/billing?plan=pro&period=monthly`);
      await untilAppReady(page);

      const subscribe = page.getByRole('region', { name: 'Subscribe' });
      await expect.poll(() => subscribe.getByRole('button', { name: 'Subscribe to Pro, monthly' }).count(), { timeout: 30_000 }).toBe(1);
      await subscribe.getByRole('button', { name: 'Subscribe to Pro, monthly' }).click();
      await expect.poll(() => path(page), { timeout: 30_000 }).toMatch(/^\/checkout\/test\//);
      // The checkout's heading shows while it loads; the words about the card come with the session.
      await expect.poll(() => page.getByText('Your card is saved for this plan’s renewals', { exact: false }).count(), { timeout: 30_000 }).toBe(1);
      await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Pay $29.00' }).click();

      await expect.poll(() => path(page), { timeout: 30_000 }).toBe('/billing');
      const plan = page.getByRole('region', { name: 'Your plan' });
      await expect.poll(() => plan.getByText('You are on the Pro plan.').count(), { timeout: 30_000 }).toBe(1);
      expect(await plan.getByText('VISA ending in 4242').count()).toBe(1);
      expect(await plan.getByText(/^\$29\.00 on /).count()).toBe(1);
      const invoices = page.getByRole('region', { name: 'Invoices' });
      const receipt = invoices.getByRole('link', { name: /^PDF receipt of invoice / });
      await expect.poll(() => receipt.count(), { timeout: 30_000 }).toBe(1);
      expect(await invoices.getByRole('cell', { name: 'Paid' }).count()).toBe(1);
      const pdf = await page.request.get(`${app.server.url}${await receipt.getAttribute('href')}`);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      if (viewport.width === 1280) expect(await seriousAxeViolations(page)).toEqual([]);
      // Nothing is wider than the screen: the invoices table scrolls inside its card.
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);

      // Cancelling asks first, by keyboard as by pointer; the plan is kept until the period's end.
      const manage = page.getByRole('region', { name: 'Change your subscription' });
      await manage.getByRole('button', { name: 'Cancel subscription' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
      await expect.poll(() => dialog.count(), { timeout: 30_000 }).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count(), { timeout: 30_000 }).toBe(0);
      await manage.getByRole('button', { name: 'Cancel subscription' }).click();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(() => plan.getByText(/^Your subscription ends on /).count(), { timeout: 30_000 }).toBe(1);
      expect(await plan.getByText('You are on the Pro plan.').count()).toBe(1);

      await manage.getByRole('button', { name: 'Resume subscription' }).click();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(() => plan.getByText(/^\$29\.00 on /).count(), { timeout: 30_000 }).toBe(1);
      expect(await plan.getByText(/^Your subscription ends on /).count()).toBe(0);
      expect(await manage.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(1);
    });
  }
});
