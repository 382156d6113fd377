import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../testing/axe.js';
import { untilAppReady } from '../testing/browser.js';
import { signInByEmail, type EmailSignInResult } from '../testing/sign-in-by-email.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';
import { pageSignedInAs } from '../testing/signed-in-requests.js';
import { STRIPE_TEST_KEY, STRIPE_TEST_WEBHOOK_SECRET, StripeCheckoutServer } from '../testing/stripe-checkout-server.js';

const CONNECT_WEBHOOK_SECRET = 'whsec_pathwise_connect_e2e';

/** A creator connecting their Stripe Express account at /connect, on a phone and on a desktop, by keyboard. */
describe('a creator connecting a Stripe account at /connect, in the browser', () => {
  const stripe = new StripeCheckoutServer();
  // STRIPE_API_URL is filled in once the local server listens, before the built server starts.
  const environment: Record<string, string> = {
    SEED_DEMO_WORLD: 'false',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
  };
  beforeAll(async () => {
    await stripe.start();
    environment['STRIPE_API_URL'] = stripe.url;
  });
  afterAll(() => stripe.stop());
  const app = useServerAndBrowser(environment);
  const pages: Page[] = [];
  let creator: EmailSignInResult;

  beforeAll(async () => {
    creator = await signInByEmail(app.server.url, `e2e-${randomUUID().slice(0, 8)}@example.com`, 'Ada Connect');
  });

  afterAll(async () => {
    for (const page of pages) await page.context().close();
  });

  const noSidewaysScroll = (page: Page) => page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
  const axe = async (page: Page) => (await seriousAxeViolations(page)).map((violation) => `${violation.id} at ${violation.targets.join(', ')}`);

  it('leaves for Stripe from the keyboard, shows what Stripe still needs on the way back, then the account active', async () => {
    const page = await pageSignedInAs(app.browser, app.server.url, creator, { bypassCSP: true, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    pages.push(page);
    await page.goto(`${app.server.url}/connect`);
    await untilAppReady(page);
    const stripeCard = page.getByRole('region', { name: 'Stripe account' });
    await expect.poll(() => stripeCard.getByRole('button', { name: 'Connect with Stripe' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axe(page)).toEqual([]);

    await stripeCard.getByRole('button', { name: 'Connect with Stripe' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/setup/e/`), { timeout: 30_000 });
    const [account] = stripe.connect.accounts.filter((created) => created.metadata['creatorId'] === creator.session.user.uid);
    expect(account?.type).toBe('express');

    // The creator left Stripe's pages before finishing: back on /connect, Stripe still needs information.
    const synced = page.waitForResponse((response) => response.url().endsWith('/api/connect/stripe/sync'), { timeout: 30_000 });
    await page.goto(`${app.server.url}/connect?onboarding=return`);
    await untilAppReady(page);
    expect((await synced).status()).toBe(200);
    await expect.poll(() => stripeCard.getByText('Needs more information', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    expect(await stripeCard.getByRole('button', { name: 'Continue onboarding' }).count()).toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);

    // They finish on Stripe's pages, and Stripe tells the Connect endpoint.
    const { body, signature } = StripeCheckoutServer.signed(stripe.connect.completeOnboarding(account!.id), CONNECT_WEBHOOK_SECRET);
    const delivered = await fetch(`${app.server.url}/api/payments/stripe/connect-webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    expect(await delivered.json()).toEqual({ received: true, changed: true });

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.reload();
    await untilAppReady(page);
    await expect.poll(() => stripeCard.getByText('Active', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    expect(await stripeCard.getByRole('button', { name: 'Continue onboarding' }).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axe(page)).toEqual([]);
  });
});
