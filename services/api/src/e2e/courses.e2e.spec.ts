import { randomUUID } from 'node:crypto';
import type { CourseDetailResponse } from '@pathwise/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { untilAppReady } from '../testing/browser.js';
import { signUpInBrowser } from '../testing/browser-sign-up.js';
import { writeInEditor } from '../testing/course-editor-page.js';
import { codeFromOutboxPage } from '../testing/outbox-page.js';
import { samplePng } from '../testing/sample-images.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';

/** Unique per run, so the catalogue search finds this course and no other. */
const tag = randomUUID().slice(0, 8);
const courseTitle = `Fractions ${tag}`;
const moduleTitle = 'Halves and quarters';
const lessonTitle = 'What is a half?';
const lessonText = `A half is one of two equal parts (${tag}).`;
const quizTitle = 'Check your halves';
const prompt = 'How many halves make a whole?';
const explanation = 'Two equal parts make up the whole.';

describe('a creator publishing a course and a learner taking it, in the browser', () => {
  const app = useServerAndBrowser({ SEED_DEMO_WORLD: 'false' });
  let creator: Page;
  let learner: Page;
  let courseId: string;

  const path = (page: Page) => new URL(page.url()).pathname;

  /** Signs a new person up through /signup, in a context of their own, and lands on `redirect`. */
  const signUp = (name: string, redirect: string): Promise<Page> =>
    signUpInBrowser({ browser: app.browser, serverUrl: app.server.url, codeFor: (context, email) => codeFromOutboxPage(context, app.server.url, email) }, name, redirect);


  it('lets a new account create a course through /courses/create and opens its editor', async () => {
    creator = await signUp('Ada Lovelace', '/courses/create');
    await creator.getByRole('textbox', { name: 'Title', exact: true }).fill(courseTitle);
    await creator.getByRole('textbox', { name: 'Description' }).fill('Halves, quarters and how they add up.');
    await creator.getByRole('button', { name: 'Create course' }).click();

    await expect.poll(() => path(creator), { timeout: 30_000 }).toMatch(/^\/courses\/[0-9a-f-]{36}\/edit$/);
    courseId = path(creator).split('/')[2]!;
    await expect.poll(() => creator.getByRole('heading', { level: 1, name: `Edit ${courseTitle}` }).count(), { timeout: 30_000 }).toBe(1);
    expect(await creator.locator('.editor-header').textContent()).toContain('Draft');
  });

  it('refuses to publish the empty draft, saying why in the server’s words rather than blaming another author', async () => {
    const status = creator.getByRole('region', { name: 'Status' });
    await status.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => status.getByRole('alert').textContent(), { timeout: 20_000 }).toBe('A course needs at least one lesson before it is published.');
    expect(await creator.getByText(/Someone else changed this course/).count()).toBe(0);
    expect(await creator.locator('.editor-header').textContent()).toContain('Draft');
  });

  it('adds a module, a lesson with text and a quiz with one single-choice question, then publishes', async () => {
    const content = creator.getByRole('region', { name: 'Modules, lessons and quizzes' });

    await writeInEditor(creator, async () => {
      await content.getByRole('textbox', { name: 'Title of the new module' }).fill(moduleTitle);
      await content.getByRole('button', { name: 'Add module' }).click();
    });
    const module = content.getByRole('region', { name: `1. ${moduleTitle}` });
    await expect.poll(() => module.count(), { timeout: 20_000 }).toBe(1);

    await module.getByRole('button', { name: 'Add lesson' }).click();
    await module.getByRole('form', { name: 'Add lesson' }).getByRole('textbox', { name: 'Lesson title' }).fill(lessonTitle);
    // The form is named by the lesson's title from the first letter typed.
    const lesson = module.getByRole('form', { name: lessonTitle });
    // A new lesson starts with one empty text block.
    expect(await lesson.getByRole('group', { name: /^Block \d+:/ }).count()).toBe(1);
    await lesson.getByRole('group', { name: 'Block 1: Text' }).getByRole('textbox', { name: 'Text', exact: true }).fill(lessonText);
    await writeInEditor(creator, () => lesson.getByRole('button', { name: 'Save lesson' }).click());
    // Saved, the lesson reopens with its text shared live with co-authors.
    await expect.poll(() => lesson.getByRole('textbox', { name: /lesson text/i }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await lesson.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => module.getByRole('button', { name: `Edit lesson ${lessonTitle}` }).count(), { timeout: 20_000 }).toBe(1);

    await module.getByRole('button', { name: 'Add quiz' }).click();
    await module.getByRole('form', { name: 'Add quiz' }).getByRole('textbox', { name: 'Quiz title' }).fill(quizTitle);
    const quiz = module.getByRole('form', { name: quizTitle });
    const question = quiz.getByRole('group', { name: 'Question 1' });
    expect(await question.getByRole('combobox', { name: 'Kind' }).inputValue()).toBe('single_choice');
    await question.getByRole('textbox', { name: 'Question', exact: true }).fill(prompt);
    await question.getByRole('textbox', { name: 'Option 1', exact: true }).fill('One');
    await question.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Two');
    await question.getByRole('radio', { name: 'Option 2 is correct' }).check();
    await question.getByRole('textbox', { name: 'Explanation' }).fill(explanation);
    await writeInEditor(creator, () => quiz.getByRole('button', { name: 'Save quiz' }).click());
    await quiz.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => module.getByRole('button', { name: `Edit quiz ${quizTitle}` }).count(), { timeout: 20_000 }).toBe(1);

    const cover = creator.getByRole('region', { name: 'Cover image' });
    const photo = await samplePng(1600, 1000);
    await writeInEditor(creator, () => cover.getByLabel('Choose a cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: photo }));
    // Below the details form, the cover loads lazily: it is fetched once scrolled into view.
    await cover.getByRole('img', { name: 'The current cover' }).scrollIntoViewIfNeeded();
    await expect.poll(() => cover.getByRole('img', { name: 'The current cover' }).evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);

    const status = creator.getByRole('region', { name: 'Status' });
    await writeInEditor(creator, () => status.getByRole('button', { name: 'Publish' }).click());
    await expect.poll(() => status.getByText('This course is Published.').count(), { timeout: 20_000 }).toBe(1);
    expect(await creator.locator('.editor-header').textContent()).toMatch(/published version \d+/);
  });

  it('serves the course as published, with its lesson and quiz in the outline', async () => {
    const response = await fetch(`${app.server.url}/api/courses/${courseId}`);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as CourseDetailResponse;
    expect(detail.course).toMatchObject({ title: courseTitle, status: 'published', priceCents: 0 });
    expect(detail.outline).toEqual([
      expect.objectContaining({
        title: moduleTitle,
        lessons: [expect.objectContaining({ title: lessonTitle })],
        quizzes: [expect.objectContaining({ title: quizTitle, itemCount: 1 })],
      }),
    ]);
  });

  it('lets a second new account find the course in the catalogue by its title and enrol', async () => {
    learner = await signUp('Grace Hopper', '/courses');
    // Before joining, the player says what to do about it, once, and leads to the course page instead of a retry.
    await learner.goto(`${app.server.url}/courses/${courseId}/view`);
    await expect.poll(() => learner.getByText('This course is free: enrol on its course page to study it.').count(), { timeout: 30_000 }).toBe(1);
    expect(await learner.getByRole('link', { name: 'Go to the course page' }).getAttribute('href')).toBe(`/courses/${courseId}`);
    expect(await learner.getByRole('button', { name: /Retry/ }).count()).toBe(0);
    await learner.goto(`${app.server.url}/courses`);
    await untilAppReady(learner);
    const main = learner.getByRole('main');
    await main.getByRole('searchbox', { name: 'Search courses' }).fill(courseTitle);
    await main.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => new URL(learner.url()).searchParams.get('q'), { timeout: 20_000 }).toBe(courseTitle);
    const results = main.getByRole('region', { name: 'Search results' });
    await expect.poll(() => results.getByRole('link', { name: courseTitle }).count(), { timeout: 30_000 }).toBe(1);
    expect(await results.getByRole('article').count()).toBe(1);
    // One course of one lesson, in the singular.
    expect(await main.getByText('1 course · page 1 of 1').count()).toBe(1);
    expect(await results.getByRole('article').getByText('1 lesson', { exact: true }).count()).toBe(1);
    // The uploaded cover is drawn (the CSP lets the page load its own images), in its 16:9 box.
    const cardCover = results.getByRole('article').locator('img.course-cover');
    await expect.poll(() => cardCover.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
    const box = (await cardCover.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);

    await results.getByRole('link', { name: courseTitle }).click();
    await expect.poll(() => path(learner), { timeout: 20_000 }).toBe(`/courses/${courseId}`);
    await expect.poll(() => learner.getByRole('heading', { level: 1, name: courseTitle }).count(), { timeout: 20_000 }).toBe(1);
    await learner.getByRole('button', { name: 'Enrol for free' }).click();
    await expect.poll(() => path(learner), { timeout: 30_000 }).toBe(`/courses/${courseId}/view`);
  });

  it('studies the lesson in the player and marks it complete', async () => {
    await expect.poll(() => learner.getByRole('heading', { level: 2, name: lessonTitle }).count(), { timeout: 30_000 }).toBe(1);
    // The lesson's text is drawn by the Markdown renderer, which loads with it.
    await expect.poll(() => learner.getByText(lessonText).count(), { timeout: 20_000 }).toBe(1);
    await learner.getByRole('button', { name: 'Mark lesson as complete' }).click();
    await expect.poll(() => learner.getByRole('status').filter({ hasText: 'Lesson completed.' }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => learner.getByText('1 of 1 lesson completed').count(), { timeout: 20_000 }).toBe(1);
    // What the lesson earned, beside the bar that counts it.
    const gain = learner.getByRole('banner').getByRole('status').filter({ hasText: /XP\)?$/ });
    await expect.poll(() => gain.textContent(), { timeout: 20_000 }).toMatch(/^(Level \d+! )?\+\d+ XP( \(with a 100 XP bonus\))?$/);
  });

  it('takes the quiz and sees the score and, per question, whether it was right and why', async () => {
    await learner.getByRole('navigation', { name: 'Lessons and quizzes' }).getByRole('link', { name: `Quiz: ${quizTitle}` }).click();
    await expect.poll(() => learner.getByRole('heading', { level: 2, name: quizTitle }).count(), { timeout: 20_000 }).toBe(1);
    const question = learner.getByRole('group', { name: `Question 1 ${prompt}` });
    await question.getByRole('radio', { name: 'Two' }).check();
    await learner.getByRole('button', { name: 'Submit answers' }).click();

    await expect.poll(() => learner.getByText('Score: 100%').count(), { timeout: 20_000 }).toBe(1);
    expect(await learner.getByText('Passed (needs 70%).').count()).toBe(1);
    expect(await question.getByText('✓ Correct').count()).toBe(1);
    expect(await question.getByText(`Why: ${explanation}`).count()).toBe(1);
    // Graded answers are locked.
    expect(await question.getByRole('radio', { name: 'Two' }).isDisabled()).toBe(true);
    expect(await learner.getByRole('button', { name: 'Try again' }).count()).toBe(1);
  });

  it('lists the course on the learner’s /my-courses page with its one lesson completed', async () => {
    await learner.goto(`${app.server.url}/my-courses`);
    const item = learner.getByRole('article').filter({ has: learner.getByRole('link', { name: courseTitle }) });
    await expect.poll(() => item.count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => item.getByText('100% · 1 of 1 lesson').count(), { timeout: 20_000 }).toBe(1);
    expect(await item.getByRole('progressbar', { name: `Progress in ${courseTitle}` }).getAttribute('value')).toBe('100');
  });

  it('lets the learner, who finished the course, rate it with the keyboard, and its creator reply', async () => {
    await learner.goto(`${app.server.url}/courses/${courseId}`);
    const reviews = learner.getByRole('region', { name: 'Ratings and reviews' });
    const stars = reviews.getByRole('group', { name: 'Your rating' });
    await expect.poll(() => stars.getByRole('radio').count(), { timeout: 30_000 }).toBe(5);
    // One radio group: the arrow keys move the choice from one star to five.
    await stars.getByRole('radio', { name: '1 star' }).focus();
    for (let step = 0; step < 4; step++) await learner.keyboard.press('ArrowRight');
    expect(await stars.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    await reviews.getByRole('textbox', { name: 'Your review (optional)' }).fill('Halves, at last.');
    await reviews.getByRole('button', { name: 'Submit rating' }).click();
    await expect.poll(() => reviews.getByRole('status').filter({ hasText: 'Thank you: your rating is saved.' }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => learner.getByText('5.0 · 1 rating').count(), { timeout: 20_000 }).toBeGreaterThan(0);

    await creator.goto(`${app.server.url}/courses/${courseId}`);
    const review = creator.getByRole('region', { name: 'Ratings and reviews' }).getByRole('listitem').filter({ hasText: 'Halves, at last.' });
    await expect.poll(() => review.count(), { timeout: 30_000 }).toBe(1);
    await review.getByRole('button', { name: 'Reply' }).click();
    await review.getByRole('textbox', { name: /^Your reply to/ }).fill('Glad it clicked!');
    await review.getByRole('button', { name: 'Post reply' }).click();
    await expect.poll(() => review.getByText('Glad it clicked!').count(), { timeout: 20_000 }).toBe(1);
    expect(await review.getByText('Reply from the creator').count()).toBe(1);
  });

  it('explains XP and points where the bar leads, with the learner’s own achievements apart from those earned by teaching', async () => {
    await learner.getByRole('banner').getByRole('link', { name: /^Lv \d+/ }).click();
    await expect.poll(() => path(learner), { timeout: 20_000 }).toBe('/achievements');
    const explained = learner.getByRole('region', { name: 'XP and points' });
    await expect.poll(() => explained.getByText(/^XP measures learning/).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => learner.getByRole('list', { name: 'Learning and community' }).getByRole('listitem').count(), { timeout: 20_000 }).toBe(4);
    expect(await learner.getByRole('list', { name: 'Teaching' }).getByRole('listitem').count()).toBe(10);
  });

  it('reads the achievements again in French once the learner picks French, their names as the server words them', async () => {
    // The language is in the menu under the account's button.
    await learner.getByRole('banner').getByRole('button', { name: /^Grace Hopper/ }).click();
    await learner.getByLabel('Interface language').selectOption('fr');
    const learning = learner.getByRole('list', { name: 'Apprentissage et communauté' });
    await expect.poll(() => learning.getByText('Pionnier', { exact: true }).count(), { timeout: 20_000 }).toBe(1);
    expect(await learning.getByText('Une semaine d’affilée', { exact: true }).count()).toBe(1);
    expect(await learner.getByText('Early adopter', { exact: true }).count()).toBe(0);
  });
});
