import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fractionsCourse } from '../seed/courses/fractions.course.js';
import { demoId } from '../seed/seed-demo-world.js';
import { seriousAxeViolations } from '../testing/axe.js';
import { signInByEmail } from '../testing/sign-in-by-email.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';

/**
 * The placement test in the app.browser, on the demo world's free fractions course (two parts, each part one skill and a
 * quiz of choice and short-answer items): a new learner enrols, takes the test from the player knowing the first
 * part only, and finds the first part's lessons marked skippable in the player.
 */
describe('a learner taking a placement test and seeing the lessons to skip, in the browser', () => {
  const app = useServerAndBrowser();
  let learner: Page;
  const courseId = demoId('course', 'fractions');
  const [partOne, partTwo] = fractionsCourse.modules.map((module) => module.lessons.map((lesson) => lesson.title)) as [string[], string[]];
  const [knownSkill] = fractionsCourse.skills.map((skill) => skill.skillId);
  const items = fractionsCourse.modules.flatMap((module) => module.quiz.items);
  let skipped: string[] = [];

  const path = (page: Page) => new URL(page.url()).pathname;

  beforeAll(async () => {
    const { cookie } = await signInByEmail(app.server.url, `e2e-${randomUUID().slice(0, 8)}@example.com`, 'Ada Placement');
    // axe is injected as an inline script, which the app's own Content Security Policy rightly refuses.
    const context = await app.browser.newContext({ bypassCSP: true });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: app.server.url }]);
    learner = await context.newPage();
  });

  it('enrols from the course page and finds the placement test offered in the player', async () => {
    await learner.goto(`${app.server.url}/courses/${courseId}`);
    await learner.getByRole('button', { name: 'Enrol for free' }).click();
    await expect.poll(() => path(learner), { timeout: 30_000 }).toBe(`/courses/${courseId}/view`);
    const offer = learner.getByRole('link', { name: 'Take a placement test' });
    await expect.poll(() => offer.count(), { timeout: 30_000 }).toBe(1);
    expect(await learner.getByText('You may skip this').count()).toBe(0);
    await offer.click();
    await expect.poll(() => path(learner), { timeout: 20_000 }).toBe(`/courses/${courseId}/placement`);
  });

  it('starts the test, answers item by item as one who knows only the first part, and sees the outcome', async () => {
    await learner.getByRole('button', { name: 'Start the test' }).click();
    await expect.poll(() => new URL(learner.url()).searchParams.get('test'), { timeout: 20_000 }).toMatch(/^[0-9a-f-]{36}$/);
    const outcome = learner.getByRole('region', { name: 'Your placement' });
    const verdict = learner.locator('.placement-last-answer');
    let expectedVerdict: string | null = null;
    for (let number = 1; ; number++) {
      const question = learner.getByRole('group', { name: new RegExp(`^Question ${number} `) });
      await expect.poll(async () => (await outcome.count()) + (await question.count()), { timeout: 20_000 }).toBe(1);
      if (expectedVerdict) expect(await verdict.textContent()).toBe(expectedVerdict);
      if (await outcome.count()) break;
      expect(number).toBeLessThanOrEqual(20);
      const prompt = (await question.locator('legend').textContent()) ?? '';
      const item = items.find((each) => prompt.endsWith(each.prompt));
      expect(item).toBeDefined();
      const known = item!.skillIds.includes(knownSkill!);
      if (item!.kind === 'short_answer') {
        // By keyboard: the new item's text box has the focus, and Enter sends the answer.
        await learner.keyboard.type(known ? item!.answerKey.acceptedAnswers[0]! : 'no idea');
        await learner.keyboard.press('Enter');
      } else {
        const right = item!.options.filter((option) => item!.answerKey.correctOptionIds.includes(option.optionId));
        const picked = known ? right : [item!.options.find((option) => !right.includes(option))!];
        const role = item!.kind === 'multiple_choice' ? 'checkbox' : 'radio';
        for (const option of picked) await question.getByRole(role, { name: option.text, exact: true }).check();
        await learner.getByRole('button', { name: 'Submit answer' }).click();
      }
      expectedVerdict = known ? '✓ Right.' : '✗ Not quite.';
    }

    skipped = await outcome.getByRole('list', { name: 'Lessons you may skip' }).getByRole('listitem').allTextContents();
    expect(skipped.length).toBeGreaterThan(0);
    expect(partOne).toEqual(expect.arrayContaining(skipped));
    expect(await outcome.getByText('✓ Already mastered').count()).toBeGreaterThan(0);
    expect(await outcome.getByText('Still to learn').count()).toBeGreaterThan(0);
    // The page's own content: the shell around it has specs of its own.
    expect(await seriousAxeViolations(learner)).toEqual([]);
  });

  it('resumes the finished test from its address after a reload', async () => {
    await learner.reload();
    const outcome = learner.getByRole('region', { name: 'Your placement' });
    await expect.poll(() => outcome.count(), { timeout: 20_000 }).toBe(1);
    expect(await outcome.getByRole('list', { name: 'Lessons you may skip' }).getByRole('listitem').allTextContents()).toEqual(skipped);
  });

  it('marks the lessons to skip in the player with a “You may skip this” badge', async () => {
    await learner.getByRole('link', { name: 'Back to the course' }).click();
    await expect.poll(() => path(learner), { timeout: 20_000 }).toBe(`/courses/${courseId}/view`);
    const outline = learner.getByRole('navigation', { name: 'Lessons and quizzes' });
    await expect.poll(() => outline.getByText('You may skip this').count(), { timeout: 30_000 }).toBe(skipped.length);
    for (const title of skipped) {
      expect(await outline.getByRole('link', { name: `${title} You may skip this` }).count()).toBe(1);
    }
    for (const title of partTwo) {
      expect(await outline.getByRole('link', { name: title, exact: true }).count()).toBe(1);
    }
    // After a reload too: the server's read model, not only what the page learnt from the test.
    await learner.reload();
    await expect.poll(() => outline.getByText('You may skip this').count(), { timeout: 30_000 }).toBe(skipped.length);
    // The page's own content: the shell around it has specs of its own.
    expect(await seriousAxeViolations(learner)).toEqual([]);
  });
});
