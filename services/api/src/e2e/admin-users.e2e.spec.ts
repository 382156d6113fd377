import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../testing/axe.js';
import { signInByEmail } from '../testing/sign-in-by-email.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';
import { pageSignedInAs } from '../testing/signed-in-requests.js';

/**
 * The seeded admin at /admin/users in the browser, on the demo world: finds a demo learner, raises their plan with a
 * reason, and reads the change in the learner's audit trail, named after the admin; then the page on a phone. Kenji,
 * who holds a certificate, then answers the recommendation survey on his dashboard, and the admin reads it on /admin/nps.
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

  it('Kenji answers the recommendation survey on his phone, by keyboard, and the admin reads his comment on /admin/nps', async () => {
    const kenji = await pageSignedInAs(app.browser, app.server.url, await signInByEmail(app.server.url, 'kenji@example.com'), {
      bypassCSP: true,
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    await kenji.goto(`${app.server.url}/dashboard`);
    const survey = kenji.getByRole('radiogroup', { name: 'How likely are you to recommend Pathwise?' });
    await expect.poll(() => survey.count(), { timeout: 30_000 }).toBe(1);
    await survey.getByRole('radio', { name: '8 out of 10' }).check();
    await kenji.keyboard.press('ArrowRight');
    expect(await survey.getByRole('radio', { name: '9 out of 10' }).isChecked()).toBe(true);
    await kenji.getByRole('textbox', { name: 'What is the main reason for your score? (optional)' }).fill('Pivot tables at work, thanks to the data course.');
    expect(await kenji.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(kenji)).toEqual([]);
    const sent = kenji.waitForResponse((response) => response.url().endsWith('/api/me/nps') && response.request().method() === 'POST');
    await kenji.getByRole('button', { name: 'Send' }).click();
    expect((await sent).status()).toBe(200);
    await expect.poll(() => kenji.getByText('Thank you! Your answer helps us make Pathwise better.').count(), { timeout: 20_000 }).toBe(1);
    await kenji.close();

    await admin.goto(`${app.server.url}/admin/nps`);
    const main = admin.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 1, name: 'Net Promoter Score' }).count(), { timeout: 30_000 }).toBe(1);
    const comments = main.getByRole('region', { name: 'Comments, newest first' });
    await expect.poll(() => comments.getByText('Pivot tables at work, thanks to the data course.').count(), { timeout: 20_000 }).toBe(1);
    await main.getByText('Show the numbers as a table').click();
    await expect.poll(() => main.getByRole('region', { name: 'Answers by score' }).getByRole('row').count()).toBe(12);
    // Measured once the chart is drawn (it comes after the first paint), as it is what could widen the page.
    await expect.poll(() => main.locator('.nps-distribution .chart-bar').count(), { timeout: 20_000 }).toBe(11);
    expect(await admin.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(admin)).toEqual([]);
  });
});
