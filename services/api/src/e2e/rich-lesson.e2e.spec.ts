import { randomUUID } from 'node:crypto';
import { LearnerProfile } from '@pathwise/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { untilAppReady } from '../testing/browser.js';
import { writeInEditor } from '../testing/course-editor-page.js';
import { signInByEmail, type EmailSignInResult } from '../testing/sign-in-by-email.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';
import { callAs, pageSignedInAs } from '../testing/signed-in-requests.js';

const tag = randomUUID().slice(0, 8);
const courseTitle = `Fractions, richly ${tag}`;
const lessonTitle = 'What is a half?';
const skill = { skillId: 'halves', name: 'Halves' };
const altText = 'A square cut into two equal halves';
const secondAltText = 'The same square again, for the summary';
const lessonText = ['## Two equal parts', '', '- one whole', '- two halves', '', 'Each part is $\\frac{1}{2}$ of the whole.'].join('\n');

/**
 * An author writes a rich lesson in the browser (a heading, a list, a formula, an image dropped on the text and the
 * same one chosen again in an image block's picker, and a check-yourself question) and publishes it; a learner reads all of it, answers the question,
 * gets the verdict at once, and the answer is recorded as practice that moves the skill's estimate.
 */
describe('an author writing a rich lesson and a learner studying it, in the browser', () => {
  const app = useServerAndBrowser({ SEED_DEMO_WORLD: 'false' });
  let creator: EmailSignInResult;
  let student: EmailSignInResult;
  let author: Page;
  let learner: Page;
  const courseId = randomUUID();

  const call = (who: EmailSignInResult, method: string, path: string, body?: unknown) => callAs(app.server.url, who, method, path, body);
  const pageFor = (who: EmailSignInResult) => pageSignedInAs(app.browser, app.server.url, who);

  beforeAll(async () => {
    creator = await signInByEmail(app.server.url, `e2e-${randomUUID().slice(0, 8)}@example.com`, 'Ada Rich');
    await call(creator, 'POST', '/courses', { courseId, title: courseTitle, level: 'beginner', language: 'en', tags: ['math'] });
    await call(creator, 'PUT', `/courses/${courseId}/skills/${skill.skillId}`, { expectedVersion: 1, name: skill.name, prerequisiteIds: [] });
    await call(creator, 'POST', `/courses/${courseId}/modules`, { expectedVersion: 2, moduleId: 'parts', title: 'Parts of a whole' });
    author = await pageFor(creator);
  });

  it('the author writes the lesson with a heading, a list, a formula, images dropped and picked with their descriptions and a check question, and publishes', async () => {
    await author.goto(`${app.server.url}/courses/${courseId}/edit`);
    await untilAppReady(author);
    const content = author.getByRole('region', { name: 'Modules, lessons and quizzes' });
    const module = content.getByRole('region', { name: '1. Parts of a whole' });
    await module.getByRole('button', { name: 'Add lesson' }).click();
    await module.getByRole('form', { name: 'Add lesson' }).getByRole('textbox', { name: 'Lesson title' }).fill(lessonTitle);
    const lesson = module.getByRole('form', { name: lessonTitle });
    await lesson.getByRole('group', { name: 'Skills this lesson teaches' }).getByRole('checkbox', { name: skill.name }).check();
    await lesson.getByRole('textbox', { name: 'Text', exact: true }).fill(lessonText);

    // An image dropped on the text (a real PNG: the page itself, 40 by 30 pixels) is uploaded and placed after it,
    // its size read, its description awaited.
    const png = await author.screenshot({ clip: { x: 0, y: 0, width: 40, height: 30 } });
    // Built in the page (this file is not compiled against the DOM's types): what a drag from the desktop carries.
    const dropped = await author.evaluateHandle(
      `(() => { const data = new DataTransfer(); data.items.add(new File([new Uint8Array(${JSON.stringify([...png])})], 'halves.png', { type: 'image/png' })); return data; })()`,
    );
    await lesson.getByRole('textbox', { name: 'Text', exact: true }).dispatchEvent('drop', { dataTransfer: dropped });
    const image = lesson.getByRole('group', { name: 'Block 2: Image' });
    await expect.poll(() => image.getByRole('radio', { name: 'halves.png', checked: true }).count(), { timeout: 20_000 }).toBe(1);
    expect(await image.getByText('40 × 30 pixels').count()).toBe(1);
    await expect.poll(() => author.evaluate<string | undefined>('document.activeElement?.labels?.[0]?.textContent')).toBe('Alternative text');
    await author.keyboard.type(altText);

    // The same image again, chosen in an image block's picker from the course's materials, its size read from the server's copy.
    await lesson.getByRole('button', { name: 'Add image' }).click();
    const again = lesson.getByRole('group', { name: 'Block 3: Image' });
    await again.getByRole('radio', { name: 'halves.png' }).check();
    await expect.poll(() => again.getByText('40 × 30 pixels').count(), { timeout: 20_000 }).toBe(1);
    await again.getByRole('textbox', { name: 'Alternative text' }).fill(secondAltText);

    await lesson.getByRole('button', { name: 'Add check-yourself question' }).click();
    const check = lesson.getByRole('group', { name: /^Block 4: Check yourself/ });
    await check.getByRole('textbox', { name: 'Question', exact: true }).fill('How much of the whole is one of two equal parts?');
    await check.getByRole('textbox', { name: 'Option 1', exact: true }).fill('1/2');
    await check.getByRole('textbox', { name: 'Option 2', exact: true }).fill('2');
    await check.getByRole('radio', { name: 'Option 1 is correct' }).check();
    await check.getByRole('group', { name: 'Skills this question checks' }).getByRole('checkbox', { name: skill.name }).check();
    await check.getByRole('textbox', { name: 'Explanation', exact: true }).fill('Two equal parts make a whole, so each is one half.');
    await writeInEditor(author, () => lesson.getByRole('button', { name: 'Save lesson' }).click());
    await lesson.getByRole('button', { name: 'Close' }).click();

    await writeInEditor(author, () => author.getByRole('button', { name: 'Publish', exact: true }).click());
    await expect.poll(() => author.getByText('· published version', { exact: false }).count(), { timeout: 20_000 }).toBe(1);
  });

  it('a learner sees the heading, the list, the formula and the image, answers the check question and gets the verdict at once', async () => {
    student = await signInByEmail(app.server.url, `e2e-${randomUUID().slice(0, 8)}@example.com`, 'Grace Rich');
    await call(student, 'POST', `/courses/${courseId}/enrol`);
    learner = await pageFor(student);
    await learner.goto(`${app.server.url}/courses/${courseId}/view`);
    await untilAppReady(learner);

    await expect.poll(() => learner.getByRole('heading', { level: 2, name: lessonTitle }).count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => learner.getByRole('heading', { name: 'Two equal parts' }).count(), { timeout: 20_000 }).toBe(1);
    expect(await learner.getByRole('listitem').filter({ hasText: /^one whole$/ }).count()).toBe(1);
    expect(await learner.getByRole('listitem').filter({ hasText: /^two halves$/ }).count()).toBe(1);
    expect(await learner.locator('.katex annotation').textContent()).toBe('\\frac{1}{2}');

    const picture = learner.getByRole('img', { name: altText });
    await picture.scrollIntoViewIfNeeded();
    // The file is shared with the course's learners, and its size was kept so its room is reserved while it loads.
    await expect.poll(() => picture.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth), { timeout: 20_000 }).toBe(40);
    expect([await picture.getAttribute('width'), await picture.getAttribute('height')]).toEqual(['40', '30']);
    expect(await learner.getByRole('img', { name: secondAltText }).getAttribute('width')).toBe('40');

    const check = learner.getByRole('region', { name: 'Check yourself' });
    await check.getByRole('radio', { name: '1/2' }).check();
    await check.getByRole('button', { name: 'Check my answer' }).click();
    await expect.poll(() => check.getByRole('status').filter({ hasText: 'Right.' }).count(), { timeout: 20_000 }).toBe(1);
    expect(await check.getByText('Two equal parts make a whole, so each is one half.', { exact: false }).count()).toBe(1);
  });

  it('the answer is recorded as practice: the learner’s estimate of the skill counts it', async () => {
    const practised = async () => {
      const profile = LearnerProfile.parse(await call(student, 'GET', `/learners/${student.session.user.uid}/profile`));
      return profile.skills.find((each) => each.courseId === courseId && each.skillId === skill.skillId) ?? null;
    };
    await expect.poll(async () => (await practised())?.attempts ?? 0, { timeout: 30_000 }).toBe(1);
    expect(await practised()).toMatchObject({ attempts: 1, correct: 1 });
  });
});
