import { randomUUID } from 'node:crypto';
import type { MyCertificatesResponse } from '@pathwise/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../testing/axe.js';
import { untilAppReady } from '../testing/browser.js';
import { signInByEmail, type EmailSignInResult } from '../testing/sign-in-by-email.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';
import { callAs, pageSignedInAs } from '../testing/signed-in-requests.js';

const courseTitle = `Certified halves ${randomUUID().slice(0, 8)}`;
const lessonTitle = 'What is a half?';

/**
 * A certificate from end to end, in the browser: a learner finishes a course and finds its certificate on
 * /certificates; a visitor opens its verify page and sees it valid, with the credential checked in their own browser;
 * an admin revokes it and the page says so; an unknown id is a clear not-found page; and text that is not a
 * credential, pasted into the verifier, gets a clear message.
 */
describe('certificates in the browser', () => {
  const app = useServerAndBrowser();
  const courseId = randomUUID();
  const pages: Page[] = [];
  let learner: EmailSignInResult;
  let certificateId: string;

  const call = (who: EmailSignInResult, method: string, path: string, body?: unknown) => callAs(app.server.url, who, method, path, body);
  const person = (name: string) => signInByEmail(app.server.url, `e2e-${randomUUID().slice(0, 8)}@example.com`, name);
  const visitorPage = async (width = 1280) => {
    const context = await app.browser.newContext({ serviceWorkers: 'block', viewport: { width, height: 900 } });
    const page = await context.newPage();
    pages.push(page);
    return page;
  };

  beforeAll(async () => {
    const creator = await person('Ada Teacher');
    await call(creator, 'POST', '/courses', { courseId, title: courseTitle, level: 'beginner', language: 'en', priceCents: 0, currency: 'USD' });
    await call(creator, 'POST', `/courses/${courseId}/modules`, { expectedVersion: 1, moduleId: 'halves', title: 'Halves' });
    const blocks = [{ kind: 'text', text: 'A half is one of two equal parts.' }];
    await call(creator, 'POST', `/courses/${courseId}/lessons`, { expectedVersion: 2, moduleId: 'halves', lessonId: 'half', title: lessonTitle, blocks, estimatedMinutes: 5, skillIds: [] });
    await call(creator, 'POST', `/courses/${courseId}/publish`, { expectedVersion: 3 });
    learner = await person('Grace Learner');
    await call(learner, 'POST', `/courses/${courseId}/enrol`, {});
  });

  afterAll(async () => {
    for (const page of pages) await page.context().close();
  });

  it('a learner finishes the course, is shown the certificate in the player, and finds it on /certificates, with its PDF', async () => {
    const player = await pageSignedInAs(app.browser, app.server.url, learner, { serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    pages.push(player);
    await player.goto(`${app.server.url}/courses/${courseId}/view`);
    // The server draws the player's button before the app runs it: a click before then would do nothing.
    await untilAppReady(player);
    await expect.poll(() => player.getByRole('heading', { level: 2, name: lessonTitle }).count(), { timeout: 30_000 }).toBe(1);
    await player.getByRole('button', { name: 'Mark lesson as complete' }).click();
    await expect.poll(() => player.getByRole('status').filter({ hasText: 'Lesson completed.' }).count(), { timeout: 20_000 }).toBe(1);
    // The moment in the player: the issuing reactor's notification, pushed over Socket.IO, shows the certificate there.
    const moment = player.getByRole('region', { name: 'You earned a certificate' });
    await expect.poll(() => moment.getByRole('link', { name: 'Download PDF' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await moment.getByRole('link', { name: 'My certificates' }).getAttribute('href')).toBe('/certificates');
    expect(await player.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

    // The certificate is issued by a reactor right after the lesson: the holder's list says when it is there.
    await expect
      .poll(async () => ((await call(learner, 'GET', '/me/certificates')) as MyCertificatesResponse).certificates.length, { timeout: 30_000 })
      .toBe(1);
    // A page of its own, as the learner opens it later: the player's live rewards for the lesson stay with the player.
    // axe is injected as an inline script, which the app's own Content Security Policy rightly refuses.
    const page = await pageSignedInAs(app.browser, app.server.url, learner, { bypassCSP: true, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    pages.push(page);
    await page.goto(`${app.server.url}/certificates`);
    await untilAppReady(page);
    const card = page.getByRole('article', { name: courseTitle });
    await expect.poll(() => card.count(), { timeout: 30_000 }).toBe(1);
    expect(await card.getByText('Valid', { exact: true }).count()).toBe(1);
    const shareLink = await card.getByRole('textbox', { name: 'Share link' }).inputValue();
    certificateId = new URL(shareLink).pathname.replace('/verify/', '');
    expect(certificateId).toMatch(/^[\w-]+$/);

    const pdf = await page.request.get(`${app.server.url}${await card.getByRole('link', { name: 'Download PDF' }).getAttribute('href')}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // Nothing wider than the phone: the certificate's buttons and share link wrap.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect((await seriousAxeViolations(page)).map((violation) => `${violation.id} at ${violation.targets.join(', ')}`)).toEqual([]);
  });

  it('a visitor opens its verify page and sees it valid, checked in their own browser', async () => {
    const page = await visitorPage();
    await page.goto(`${app.server.url}/verify/${certificateId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Valid certificate' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: courseTitle }).count()).toBe(1);
    expect(await page.getByText('The holder chose not to show their name.').count()).toBe(1);
    const check = page.getByRole('region', { name: 'Checked in your browser' });
    await expect.poll(() => check.getByText(/your browser verified this credential itself/).count(), { timeout: 60_000 }).toBe(1);
    expect(await page.title()).toBe('Certificate verification · Pathwise');
  });

  it('an admin revokes it, and the verify page says revoked, with when and why', async () => {
    const admin = await signInByEmail(app.server.url, 'admin@example.com');
    await call(admin, 'POST', `/certificates/${certificateId}/revocation`, { reason: 'issued_in_error', note: 'Granted by mistake in an e2e test.' });

    const page = await visitorPage();
    await page.goto(`${app.server.url}/verify/${certificateId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Revoked certificate' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByText(/^Pathwise revoked this certificate on .+: issued in error\. It no longer vouches for what it says\.$/).count()).toBe(1);
    const check = page.getByRole('region', { name: 'Checked in your browser' });
    await expect.poll(() => check.getByText(/status list marks the credential as revoked/).count(), { timeout: 60_000 }).toBe(1);
  });

  it('is a clear not-found page for an id no certificate has', async () => {
    const page = await visitorPage();
    await page.goto(`${app.server.url}/verify/not-a-real-id`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Certificate not found' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByText(/No certificate has the id not-a-real-id/).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Checked in your browser' }).count()).toBe(0);
    expect(await page.title()).toBe('Certificate not found · Pathwise');
  });

  it('says pasted text that is not JSON cannot be a credential', async () => {
    const page = await visitorPage();
    await page.goto(`${app.server.url}/verify/not-a-real-id`);
    await untilAppReady(page);
    const checker = page.getByRole('region', { name: 'Verify a credential file' });
    await checker.getByRole('textbox', { name: 'Credential JSON' }).fill('{"@context": ["https://www.w3.org/ns/credentials/v2", ');
    await checker.getByRole('button', { name: 'Verify' }).click();
    const alert = checker.getByRole('alert');
    await expect.poll(() => alert.count(), { timeout: 20_000 }).toBe(1);
    expect(await alert.textContent()).toMatch(/^This is not valid JSON, so it cannot be a credential\. Check that the whole file was pasted\./);
  });

  it('has no serious or critical axe violations on the verify page, light or dark, on a phone', async () => {
    const problems: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      // axe is injected as an inline script, which the app's own Content Security Policy rightly refuses.
      const context = await app.browser.newContext({ bypassCSP: true, colorScheme, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      pages.push(page);
      await page.goto(`${app.server.url}/verify/${certificateId}`);
      const check = page.getByRole('region', { name: 'Checked in your browser' });
      await expect.poll(() => check.getByText(/status list marks the credential as revoked/).count(), { timeout: 60_000 }).toBe(1);
      for (const violation of await seriousAxeViolations(page)) problems.push(`${colorScheme}: ${violation.id} at ${violation.targets.join(', ')}`);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    }
    expect(problems).toEqual([]);
  });
});
