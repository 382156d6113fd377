import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../testing/axe.js';
import { untilAppReady } from '../testing/browser.js';
import { signInByEmail, type EmailSignInResult } from '../testing/sign-in-by-email.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';
import { callAs, pageSignedInAs } from '../testing/signed-in-requests.js';

const courseTitle = `Volcanoes ${randomUUID().slice(0, 8)}`;
const calderaSentence = 'A caldera is a large basin that forms when a volcano collapses after emptying its magma chamber.';

/**
 * The course assistant in the browser: a Pro member asks about a course they are enrolled in, on a phone, with the
 * keyboard, and reads an answer quoted from its lesson with a link to it; a question the course does not cover is
 * answered so; the credits show in the bar on a desk.
 */
describe('the course assistant in the browser', () => {
  const app = useServerAndBrowser();
  const courseId = randomUUID();
  let member: EmailSignInResult;
  let page: Page;

  beforeAll(async () => {
    const call = (who: EmailSignInResult, method: string, path: string, body?: unknown) => callAs(app.server.url, who, method, path, body);
    const person = (name: string) => signInByEmail(app.server.url, `e2e-${randomUUID().slice(0, 8)}@example.com`, name);
    const creator = await person('Ada Teacher');
    await call(creator, 'POST', '/courses', { courseId, title: courseTitle, level: 'beginner', language: 'en', priceCents: 0, currency: 'USD' });
    await call(creator, 'POST', `/courses/${courseId}/modules`, { expectedVersion: 1, moduleId: 'kinds', title: 'Kinds of volcanoes' });
    const blocks = [{ kind: 'text', text: calderaSentence }];
    await call(creator, 'POST', `/courses/${courseId}/lessons`, { expectedVersion: 2, moduleId: 'kinds', lessonId: 'calderas', title: 'Calderas', blocks, estimatedMinutes: 5, skillIds: [] });
    await call(creator, 'POST', `/courses/${courseId}/publish`, { expectedVersion: 3 });
    member = await person('Grace Member');
    await call(member, 'POST', `/courses/${courseId}/enrol`, {});
    const admin = await signInByEmail(app.server.url, 'admin@example.com');
    await call(admin, 'PUT', `/admin/users/${member.session.user.uid}/subscription-tier`, { subscription_tier: 'pro', reason: 'Course assistant test' });
    // axe is injected as an inline script, which the app's own Content Security Policy rightly refuses.
    page = await pageSignedInAs(app.browser, app.server.url, member, { bypassCSP: true, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('answers from the lesson with a link to it, and says what the course does not cover, on a phone with the keyboard', async () => {
    await page.goto(`${app.server.url}/ai-assistant`);
    await untilAppReady(page);
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 1, name: 'Course assistant' }).count(), { timeout: 30_000 }).toBe(1);
    const course = main.getByRole('combobox', { name: 'Course' });
    await expect.poll(() => course.count(), { timeout: 20_000 }).toBe(1);
    await course.selectOption({ label: courseTitle });
    const question = main.getByRole('textbox', { name: /Your question/ });
    await question.fill('What is a caldera?');
    const answered = page.waitForResponse((response) => response.url().endsWith(`/courses/${courseId}/assistant`));
    await question.press('Control+Enter');
    expect((await answered).status()).toBe(200);

    const conversation = main.getByRole('region', { name: 'Questions and answers' });
    const source = conversation.getByRole('link', { name: 'Calderas (Kinds of volcanoes)' });
    await expect.poll(() => source.count(), { timeout: 20_000 }).toBe(1);
    expect(await source.getAttribute('href')).toBe(`/courses/${courseId}/view?lesson=calderas`);
    expect(await conversation.locator('blockquote').first().textContent()).toBe(calderaSentence);

    await question.fill('How do I bake sourdough bread at home?');
    await main.getByRole('button', { name: 'Ask' }).click();
    await expect.poll(() => conversation.getByText('This course does not cover that.', { exact: false }).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('shows the AI credits in the bar on a desk, named in full', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const balance = page.getByRole('banner').getByRole('link', { name: /^AI credits: 100 credits left/ });
    await expect.poll(() => balance.count(), { timeout: 20_000 }).toBe(1);
    expect(await balance.textContent()).toContain('✦ 100 credits');
  });
});
