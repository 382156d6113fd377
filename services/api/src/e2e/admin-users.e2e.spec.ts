import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../testing/axe.js';
import { signInByEmail } from '../testing/sign-in-by-email.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';
import { pageSignedInAs } from '../testing/signed-in-requests.js';

/**
 * The seeded admin at /admin/users in the browser, on the demo world: finds a demo learner, raises their plan with a
 * reason, and reads the change in the learner's audit trail, named after the admin; then the page on a phone.
 */
describe('an admin changing a user’s plan with a reason, in the browser', () => {
  const app = useServerAndBrowser();
  let admin: Page;

  beforeAll(async () => {
    const signedIn = await signInByEmail(app.server.url, 'admin@example.com');
    // axe is injected as an inline script, which the app's own Content Security Policy rightly refuses.
    admin = await pageSignedInAs(app.browser, app.server.url, signedIn, { bypassCSP: true, serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  });

  it('finds a demo learner by name and sees their role, plan and dates', async () => {
    await admin.goto(`${app.server.url}/admin/users`);
    const main = admin.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 1, name: 'Users' }).count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => main.getByRole('table', { name: 'Users' }).count(), { timeout: 20_000 }).toBe(1);

    await main.getByRole('searchbox', { name: 'Search' }).fill('Kenji');
    const searched = admin.waitForResponse((response) => response.url().includes('/api/admin/users?') && response.url().includes('search=Kenji'));
    await main.getByRole('button', { name: 'Search' }).click();
    expect((await searched).status()).toBe(200);
    const rows = main.getByRole('table', { name: 'Users' }).getByRole('row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    const kenji = rows.nth(1);
    expect(await kenji.getByRole('rowheader').textContent()).toBe('Kenji Watanabe');
    expect(await kenji.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['kenji@example.com', 'Student', 'Free']));
    expect(await main.getByText('1 user · page 1 of 1').count()).toBe(1);
    expect(new URL(admin.url()).searchParams.get('search')).toBe('Kenji');
  });

  it('raises the plan to Pro with a reason and reads the change in the audit trail', async () => {
    await admin.getByRole('button', { name: 'Manage Kenji Watanabe' }).click();
    const panel = admin.getByRole('region', { name: 'Kenji Watanabe: role, plan and changes' });
    await expect.poll(() => panel.getByText('No role, plan or credit changes yet.').count(), { timeout: 20_000 }).toBe(1);

    const planForm = panel.getByRole('form', { name: 'Change plan' });
    await planForm.getByRole('combobox', { name: 'New plan' }).selectOption('pro');
    await planForm.getByRole('textbox', { name: 'Reason' }).fill('Scholarship for the spring cohort');
    const saved = admin.waitForResponse((response) => response.url().endsWith('/subscription-tier') && response.request().method() === 'PUT');
    await planForm.getByRole('button', { name: 'Save plan' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => planForm.getByRole('status').textContent(), { timeout: 20_000 }).toBe('The plan is now Pro.');

    const change = panel.getByRole('listitem').filter({ hasText: 'Plan: Free → Pro' });
    await expect.poll(() => change.count(), { timeout: 20_000 }).toBe(1);
    expect(await change.textContent()).toContain('by Pathwise Admin');
    expect(await change.textContent()).toContain('Reason: Scholarship for the spring cohort');
    const kenji = admin.getByRole('main').getByRole('table', { name: 'Users' }).getByRole('row').nth(1);
    await expect.poll(() => kenji.getByRole('cell', { name: 'Pro', exact: true }).count(), { timeout: 20_000 }).toBe(1);

    expect(await seriousAxeViolations(admin)).toEqual([]);
  });

  it('fits a phone: the table becomes cards and nothing scrolls sideways', async () => {
    await admin.setViewportSize({ width: 390, height: 844 });
    const panel = admin.getByRole('region', { name: 'Kenji Watanabe: role, plan and changes' });
    await expect.poll(() => panel.getByRole('form', { name: 'Change plan' }).isVisible()).toBe(true);
    expect(await admin.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(await admin.getByRole('columnheader', { name: 'Email' }).isVisible()).toBe(false);
  });
});
