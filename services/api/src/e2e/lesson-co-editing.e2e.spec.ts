import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpInBrowser } from '../testing/browser-sign-up.js';
import { writeInEditor } from '../testing/course-editor-page.js';
import { codeFromOutboxPage } from '../testing/outbox-page.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';

const tag = randomUUID().slice(0, 8);
const lessonTitle = 'Halves';
const coAuthorEmail = `e2e-coauthor-${tag}@example.com`;

describe('two authors co-editing a lesson’s formatted text, in the browser', () => {
  const app = useServerAndBrowser({ SEED_DEMO_WORLD: 'false' });
  let creator: Page;
  let coAuthor: Page;
  let courseId: string;

  const signUp = (name: string, redirect: string, email?: string): Promise<Page> =>
    signUpInBrowser({ browser: app.browser, serverUrl: app.server.url, codeFor: (context, address) => codeFromOutboxPage(context, app.server.url, address) }, name, redirect, email);

  /** The lesson's live text in one author's editor, opened from the module's list. */
  async function openLessonText(page: Page) {
    const content = page.getByRole('region', { name: 'Modules, lessons and quizzes' });
    await content.getByRole('button', { name: `Edit lesson ${lessonTitle}` }).click();
    const lesson = content.getByRole('form', { name: lessonTitle });
    const text = lesson.getByRole('textbox', { name: 'Lesson text' });
    await expect.poll(() => lesson.getByRole('status').filter({ hasText: 'All changes saved' }).count(), { timeout: 20_000 }).toBe(1);
    return { lesson, text, preview: lesson.getByRole('region', { name: 'Preview' }) };
  }


  it('a creator makes a course with a saved lesson and invites a co-author, who signs up and opens the editor', async () => {
    creator = await signUp('Ada Lovelace', '/courses/create');
    await creator.getByRole('textbox', { name: 'Title', exact: true }).fill(`Fractions ${tag}`);
    await creator.getByRole('button', { name: 'Create course' }).click();
    await expect.poll(() => new URL(creator.url()).pathname, { timeout: 30_000 }).toMatch(/^\/courses\/[0-9a-f-]{36}\/edit$/);
    courseId = new URL(creator.url()).pathname.split('/')[2]!;

    const content = creator.getByRole('region', { name: 'Modules, lessons and quizzes' });
    await writeInEditor(creator, async () => {
      await content.getByRole('textbox', { name: 'Title of the new module' }).fill('Parts of a whole');
      await content.getByRole('button', { name: 'Add module' }).click();
    });
    const module = content.getByRole('region', { name: '1. Parts of a whole' });
    await module.getByRole('button', { name: 'Add lesson' }).click();
    await module.getByRole('form', { name: 'Add lesson' }).getByRole('textbox', { name: 'Lesson title' }).fill(lessonTitle);
    const lesson = module.getByRole('form', { name: lessonTitle });
    await lesson.getByRole('textbox', { name: 'Text', exact: true }).fill('Halves');
    await writeInEditor(creator, () => lesson.getByRole('button', { name: 'Save lesson' }).click());
    await lesson.getByRole('button', { name: 'Close' }).click();

    await creator.getByRole('textbox', { name: 'Email of the author to invite' }).fill(coAuthorEmail);
    await creator.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect.poll(() => creator.getByText(`Invitation sent to ${coAuthorEmail}.`, { exact: false }).count(), { timeout: 20_000 }).toBe(1);

    coAuthor = await signUp('Grace Hopper', `/courses/${courseId}/edit`, coAuthorEmail);
    // The invitation is taken up as the account is made, by a reactor: until it has run, the editor refuses them.
    const editLesson = coAuthor.getByRole('button', { name: `Edit lesson ${lessonTitle}` });
    await expect
      .poll(
        async () => {
          if ((await editLesson.count()) === 0) await coAuthor.reload();
          return editLesson.count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
  });

  it('both format the text at once, from the toolbar and by shortcut, and converge on the same Markdown and preview', async () => {
    const [mine, theirs] = await Promise.all([openLessonText(creator), openLessonText(coAuthor)]);
    expect(await theirs.text.inputValue()).toBe('Halves');

    // The creator makes the first line a heading; the co-author, at the same time, writes a paragraph below it with
    // a bold word (Ctrl+B) and a formula from the toolbar.
    await Promise.all([
      (async () => {
        await mine.text.click();
        await creator.keyboard.press('Control+Home');
        await mine.lesson.getByRole('button', { name: 'Heading' }).click();
      })(),
      (async () => {
        await theirs.text.click();
        await coAuthor.keyboard.press('Control+End');
        await coAuthor.keyboard.type('\n\nA half is ');
        await coAuthor.keyboard.press('Control+B');
        await coAuthor.keyboard.type('one of two');
        await coAuthor.keyboard.press('Control+End');
        await coAuthor.keyboard.type(' equal parts: ');
        await theirs.lesson.getByRole('button', { name: 'Formula (TeX)' }).click();
        await coAuthor.keyboard.type('\\frac{1}{2}');
      })(),
    ]);

    const expected = '## Halves\n\nA half is **one of two** equal parts: $\\frac{1}{2}$';
    await expect.poll(() => mine.text.inputValue(), { timeout: 20_000 }).toBe(expected);
    await expect.poll(() => theirs.text.inputValue(), { timeout: 20_000 }).toBe(expected);

    // Each preview draws the merged text once it has caught up with it (it is deferred behind typing).
    for (const { preview } of [mine, theirs]) {
      await expect.poll(() => preview.getByRole('heading', { name: 'Halves' }).count(), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => preview.locator('strong').textContent(), { timeout: 20_000 }).toBe('one of two');
      await expect.poll(() => preview.locator('.katex annotation').textContent(), { timeout: 20_000 }).toBe('\\frac{1}{2}');
    }
  });
});
