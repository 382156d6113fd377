import { randomBytes, randomUUID } from 'node:crypto';
import { CatalogueResponse } from '@pathwise/contracts';
import { createEmptyPostgresDatabase } from '@pathwise/event-store/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../testing/browser.js';
import { signUpInBrowser } from '../testing/browser-sign-up.js';
import { startBuiltServer, type BuiltServer } from '../testing/built-server.js';
import { writeInEditor } from '../testing/course-editor-page.js';
import { generateSerializedSigningKey } from '../features/certificates/index.js';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.js';

const tag = randomUUID().slice(0, 8);
const courseTitle = `Fractions ${tag}`;
const moduleTitle = 'Halves and quarters';
const lessonTitle = 'What is a half?';
const lessonText = `A half is one of two equal parts (${tag}).`;

/**
 * The main journeys as production runs them: the built server with NODE_ENV=production on a fresh PostgreSQL
 * database, its secrets given, sign-in codes mailed through a real SMTP server, and no demo world, so every piece of
 * data is made here through the app.
 */
describe('the main browser journeys in production mode on PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let inbox: SmtpInbox;
  let server: BuiltServer;
  let browser: Browser;
  let creator: Page;
  let learner: Page;
  let courseId: string;

  const path = (page: Page) => new URL(page.url()).pathname;

  /** Signs a new person up through /signup with the code mailed to them, in a browser context of their own. */
  const signUp = (name: string, redirect: string): Promise<Page> =>
    signUpInBrowser({ browser, serverUrl: server.url, codeFor: (_, email) => mailedCode(email) }, name, redirect);
  async function mailedCode(email: string): Promise<string> {
    await expect.poll(() => inbox.latestCodeFor(email), { timeout: 20_000 }).toMatch(/^\d{6}$/);
    return inbox.latestCodeFor(email)!;
  }

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    inbox = await startSmtpInbox();
    server = await startBuiltServer({
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      AUTH_TOKEN_SECRET: randomBytes(32).toString('hex'),
      PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
      CERTIFICATE_SIGNING_KEY: await generateSerializedSigningKey(),
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Pathwise <codes@pathwise.test>',
      PUBLIC_URL: 'https://learn.pathwise.test',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await inbox?.close();
    await database?.drop();
  });

  it('starts with nothing seeded and no development outbox', async () => {
    const catalogue = await fetch(`${server.url}/api/courses`);
    expect(catalogue.status).toBe(200);
    expect(CatalogueResponse.parse(await catalogue.json()).total).toBe(0);
    expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
  });

  it('lets a new creator, signed up by a mailed code, create a course with a lesson and publish it', async () => {
    creator = await signUp('Ada Lovelace', '/courses/create');
    expect(inbox.mails.at(-1)?.raw).toMatch(/^From: Pathwise <codes@pathwise\.test>/m);
    const create = creator.getByRole('main');
    await create.getByRole('textbox', { name: 'Title', exact: true }).fill(courseTitle);
    await create.getByRole('textbox', { name: 'Description' }).fill('Halves, quarters and how they add up.');
    await create.getByRole('button', { name: 'Create course' }).click();
    await expect.poll(() => path(creator), { timeout: 30_000 }).toMatch(/^\/courses\/[0-9a-f-]{36}\/edit$/);
    courseId = path(creator).split('/')[2]!;
    await expect.poll(() => creator.getByRole('heading', { level: 1, name: `Edit ${courseTitle}` }).count(), { timeout: 30_000 }).toBe(1);

    const content = creator.getByRole('region', { name: 'Modules, lessons and quizzes' });
    await writeInEditor(creator, async () => {
      await content.getByRole('textbox', { name: 'Title of the new module' }).fill(moduleTitle);
      await content.getByRole('button', { name: 'Add module' }).click();
    });
    const module = content.getByRole('region', { name: `1. ${moduleTitle}` });
    await expect.poll(() => module.count(), { timeout: 20_000 }).toBe(1);
    await module.getByRole('button', { name: 'Add lesson' }).click();
    await module.getByRole('form', { name: 'Add lesson' }).getByRole('textbox', { name: 'Lesson title' }).fill(lessonTitle);
    const lesson = module.getByRole('form', { name: lessonTitle });
    await lesson.getByRole('group', { name: 'Block 1: Text' }).getByRole('textbox', { name: 'Text', exact: true }).fill(lessonText);
    await writeInEditor(creator, () => lesson.getByRole('button', { name: 'Save lesson' }).click());
    await lesson.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => module.getByRole('button', { name: `Edit lesson ${lessonTitle}` }).count(), { timeout: 20_000 }).toBe(1);

    const status = creator.getByRole('region', { name: 'Status' });
    await writeInEditor(creator, () => status.getByRole('button', { name: 'Publish' }).click());
    await expect.poll(() => status.getByText('This course is Published.').count(), { timeout: 20_000 }).toBe(1);
  });

  it('lets a new learner find the course in the catalogue and enrol', async () => {
    learner = await signUp('Grace Hopper', '/courses');
    const main = learner.getByRole('main');
    await main.getByRole('searchbox', { name: 'Search courses' }).fill(courseTitle);
    // The shell has a Search button of its own: the catalogue's is the one in its search form.
    await main.getByRole('search').getByRole('button', { name: 'Search' }).click();
    const results = main.getByRole('region', { name: 'Search results' });
    await expect.poll(() => results.getByRole('link', { name: courseTitle }).count(), { timeout: 30_000 }).toBe(1);

    await results.getByRole('link', { name: courseTitle }).click();
    await expect.poll(() => main.getByRole('heading', { level: 1, name: courseTitle }).count(), { timeout: 20_000 }).toBe(1);
    await main.getByRole('button', { name: 'Enrol for free' }).click();
    await expect.poll(() => path(learner), { timeout: 30_000 }).toBe(`/courses/${courseId}/view`);
  });

  it('lets the learner study the lesson and complete it', async () => {
    const main = learner.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { level: 2, name: lessonTitle }).count(), { timeout: 30_000 }).toBe(1);
    // The lesson's text is drawn by the Markdown renderer, which loads with it.
    await expect.poll(() => main.getByText(lessonText).count(), { timeout: 20_000 }).toBe(1);
    await main.getByRole('button', { name: 'Mark lesson as complete' }).click();
    await expect.poll(() => learner.getByRole('status').filter({ hasText: 'Lesson completed.' }).count(), { timeout: 20_000 }).toBe(1);
  });

  it('shows the learner their progress in the course and the XP the lesson earned', async () => {
    await learner.goto(`${server.url}/my-courses`);
    const main = learner.getByRole('main');
    const item = main.getByRole('article').filter({ has: learner.getByRole('link', { name: courseTitle }) });
    await expect.poll(() => item.getByText('100% · 1 of 1 lesson').count(), { timeout: 30_000 }).toBe(1);
    expect(await item.getByRole('progressbar', { name: `Progress in ${courseTitle}` }).getAttribute('value')).toBe('100');

    // The XP is awarded by a reactor after the completion, so the bar may first show none and then catch up.
    const xpBar = learner.getByRole('banner').getByRole('progressbar', { name: /^Level \d+: / });
    await expect.poll(async () => ((await xpBar.count()) === 1 ? await xpBar.getAttribute('aria-valuetext') : null), { timeout: 30_000 }).toMatch(/^[1-9][\d,]* XP of /);
  });
});
