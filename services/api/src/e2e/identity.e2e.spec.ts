import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../testing/material-files.js';
import { codeFromOutboxPage } from '../testing/outbox-page.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';

describe('a newcomer signing up, editing their profile and signing out, in the browser', () => {
  // The defaults a newcomer gets from `npm start`, Secure session cookie included.
  const app = useServerAndBrowser({ SEED_DEMO_WORLD: 'false' });
  let page: Page;
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    page = await (await app.browser.newContext()).newPage();
  });

  it('sends a signed-out visitor of a private page to sign in, remembering where they were going', async () => {
    await page.goto(`${app.server.url}/profile`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/profile');
  });

  it('signs up with a code from the outbox and comes back to the page it wanted', async () => {
    await page.goto(`${app.server.url}/signup?redirect=%2Fprofile`);
    await page.getByLabel('Your name').fill('Marie Curie');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByLabel('Verification code').count(), { timeout: 20_000 }).toBe(1);

    await page.getByLabel('Verification code').fill(await codeFromOutboxPage(page.context(), app.server.url, email));
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/profile');
    await expect.poll(() => page.getByLabel('Display name').inputValue(), { timeout: 20_000 }).toBe('Marie Curie');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'pathwise_session')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
  });

  it('renames the user and uploads a picture, both kept across a reload', async () => {
    await page.getByLabel('Display name').fill('Marie Skłodowska-Curie');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByLabel('Choose a new picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Save picture' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Remove picture' }).count(), { timeout: 20_000 }).toBe(1);

    await page.reload();
    await expect.poll(() => page.getByLabel('Display name').inputValue(), { timeout: 20_000 }).toBe('Marie Skłodowska-Curie');
    const picture = await page.locator('img.avatar-large').getAttribute('src');
    expect(picture).toMatch(/\/api\/files\/profile-pictures\/[0-9a-f-]{36}$/);
  });

  it('saves a language choice in the settings, and the whole interface follows it across a reload', async () => {
    const language = page.locator('select[name="preferred_language"]');
    await page.goto(`${app.server.url}/settings`);
    await language.selectOption('fr');
    await expect.poll(() => page.evaluate<string>('document.documentElement.lang'), { timeout: 20_000 }).toBe('fr');
    await page.reload();
    await expect.poll(() => language.inputValue(), { timeout: 20_000 }).toBe('fr');
    expect(await page.getByText('L’apprentissage qui s’adapte.').count()).toBe(1);
    await language.selectOption('en');
    await expect.poll(() => page.evaluate<string>('document.documentElement.lang'), { timeout: 20_000 }).toBe('en');
  });

  it('signs out, after which private pages ask to sign in again', async () => {
    // On a desk, signing out is in the menu under the account's button.
    await page.getByRole('button', { name: /^Marie Skłodowska-Curie/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.goto(`${app.server.url}/settings`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/login');
  });
});
