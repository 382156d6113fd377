import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPeople } from '../seed/demo-world.js';
import { requestJson } from '../testing/json-requests.js';
import { getJson, learningRequest, postJson } from '../testing/learning-requests.js';
import { signInByEmail } from '../testing/sign-in-by-email.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';

const secret = 'e2e-only-secret-long-enough-for-hs256-signing';

describe('a newcomer opening Pathwise', () => {
  const app = useServerAndBrowser({ AUTH_TOKEN_SECRET: secret, PERSONAL_DATA_KEY: Buffer.alloc(32, 4).toString('base64') });
  let page: Page;

  beforeAll(async () => {
    page = await app.browser.newPage();
  });

  const stat = (label: string) => page.getByRole('group', { name: label }).locator('.stat-value');
  const count = async (label: string) => Number((await stat(label).textContent())!.replace(/[^\d]/g, ''));

  it('sees the living demo platform on the home page, with the tagline', async () => {
    await page.goto(app.server.url);
    const students = demoPeople.filter((person) => person.role === 'student').length;
    await expect.poll(() => count('Learners'), { timeout: 30_000 }).toBe(students);
    expect(students).toBe(9);
    expect(await count('Creators')).toBe(4);
    expect(await count('Published courses')).toBe(5);
    expect(await count('Learning events')).toBeGreaterThan(100);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Live' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByText('Learning made adaptive.').count()).toBe(1);
  });

  it('watches a learning event posted over the API arrive without reloading', async () => {
    const { session } = await signInByEmail(app.server.url, `newcomer-${randomUUID().slice(0, 8)}@example.com`, 'Newcomer');

    // Learning events name a real course and lesson, and come from its learners: a free course of the seeded catalogue.
    const catalogue = await getJson(`${app.server.url}/api/courses?price=free`);
    const courseId = (catalogue.body!.items as { courseId: string }[])[0]!.courseId;
    const detail = await getJson(`${app.server.url}/api/courses/${courseId}`);
    const lessonId = (detail.body!.outline as { lessons: { lessonId: string }[] }[])[0]!.lessons[0]!.lessonId;
    expect((await requestJson('POST', `${app.server.url}/api/courses/${courseId}/enrol`, undefined, session.access_token)).status).toBe(201);
    const before = await count('Learning events');
    const request = learningRequest(session.user.uid, { courseId, lessonId });
    const posted = await postJson(`${app.server.url}/api/learning/events`, request, session.access_token);

    expect(posted.status).toBe(201);
    await expect.poll(() => count('Learning events'), { timeout: 30_000 }).toBe(before + 1);
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const phone = await app.browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(app.server.url);
    await expect.poll(() => phone.getByRole('group', { name: 'Learners' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await phone.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await phone.close();
  });

  it('shows Page Not Found for an unknown path, with a way home', async () => {
    await page.goto(`${app.server.url}/no/such/page`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page Not Found' }).count(), { timeout: 30_000 }).toBe(1);
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect.poll(() => page.url()).toBe(`${app.server.url}/`);
  });

  it('reads the API documentation', async () => {
    await page.goto(`${app.server.url}/api/docs/`);
    await expect.poll(() => page.getByText('Pathwise API').count(), { timeout: 30_000 }).toBeGreaterThan(0);
  });
});
