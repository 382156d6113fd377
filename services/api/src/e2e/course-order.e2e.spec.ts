import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { untilAppReady } from '../testing/browser.js';
import { signInByEmail, type EmailSignInResult } from '../testing/sign-in-by-email.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';
import { callAs, pageSignedInAs } from '../testing/signed-in-requests.js';

const courseTitle = `Parts of a whole ${randomUUID().slice(0, 8)}`;
/** Two parts, each a lesson and then a quiz of one question whose right answer is "Right". */
const parts = [
  { moduleId: 'halves', title: 'Halves', lesson: { lessonId: 'what-is-a-half', title: 'What is a half?' }, quiz: { quizId: 'halves-check', title: 'Halves check' } },
  { moduleId: 'thirds', title: 'Thirds', lesson: { lessonId: 'what-is-a-third', title: 'What is a third?' }, quiz: { quizId: 'thirds-check', title: 'Thirds check' } },
];

/**
 * A learner led through a course in its order, in the browser: after the last lesson of a part, Next leads to that
 * part's quiz (not to the next part's first lesson), and after the last quiz, to the course's completion view; My
 * Courses then shows the course completed.
 */
describe('a learner finishing a course in its order, in the browser', () => {
  const app = useServerAndBrowser({ SEED_DEMO_WORLD: 'false' });
  let learner: Page;
  const courseId = randomUUID();

  const call = (who: EmailSignInResult, method: string, path: string, body?: unknown) => callAs(app.server.url, who, method, path, body);

  const heading = (name: string) => learner.getByRole('heading', { level: 2, name });

  beforeAll(async () => {
    const creator = await signInByEmail(app.server.url, `e2e-${randomUUID().slice(0, 8)}@example.com`, 'Ada Order');
    await call(creator, 'POST', '/courses', { courseId, title: courseTitle, level: 'beginner', language: 'en', tags: ['math'] });
    let version = 1;
    for (const part of parts) {
      await call(creator, 'POST', `/courses/${courseId}/modules`, { expectedVersion: version++, moduleId: part.moduleId, title: part.title });
      const blocks = [{ kind: 'text', text: `${part.lesson.title} One of equal parts.` }];
      await call(creator, 'POST', `/courses/${courseId}/lessons`, { expectedVersion: version++, moduleId: part.moduleId, ...part.lesson, blocks, estimatedMinutes: 5, skillIds: [] });
      await call(creator, 'POST', `/courses/${courseId}/quizzes`, {
        expectedVersion: version++,
        moduleId: part.moduleId,
        ...part.quiz,
        passingScore: 50,
        items: [
          {
            itemId: `${part.quiz.quizId}-1`,
            kind: 'single_choice',
            prompt: `Pick the right answer about ${part.title.toLowerCase()}`,
            options: [{ optionId: 'right', text: 'Right' }, { optionId: 'wrong', text: 'Wrong' }],
            answerKey: { correctOptionIds: ['right'], acceptedAnswers: [] },
            skillIds: [],
            difficulty: 0,
            explanation: 'The right answer is right.',
          },
        ],
      });
    }
    await call(creator, 'POST', `/courses/${courseId}/publish`, { expectedVersion: version });

    const student = await signInByEmail(app.server.url, `e2e-${randomUUID().slice(0, 8)}@example.com`, 'Grace Order');
    await call(student, 'POST', `/courses/${courseId}/enrol`);
    learner = await pageSignedInAs(app.browser, app.server.url, student);
  });

  const completeLesson = async (title: string) => {
    await expect.poll(() => heading(title).count(), { timeout: 30_000 }).toBe(1);
    await learner.getByRole('button', { name: 'Mark lesson as complete' }).click();
    await expect.poll(() => learner.getByRole('status').filter({ hasText: 'Lesson completed.' }).count(), { timeout: 20_000 }).toBe(1);
  };
  const passQuiz = async (title: string) => {
    await expect.poll(() => heading(title).count(), { timeout: 20_000 }).toBe(1);
    await learner.getByRole('radio', { name: 'Right' }).check();
    await learner.getByRole('button', { name: 'Submit answers' }).click();
    await expect.poll(() => learner.getByText('Score: 100%').count(), { timeout: 20_000 }).toBe(1);
  };

  it('opens at the first lesson, and after it is completed stays there with Next leading to the part’s quiz', async () => {
    await learner.goto(`${app.server.url}/courses/${courseId}/view`);
    await untilAppReady(learner);
    await completeLesson(parts[0]!.lesson.title);
    // Completing the part's last lesson leaves the learner on it, the address naming it.
    expect(new URL(learner.url()).searchParams.get('lesson')).toBe(parts[0]!.lesson.lessonId);
    expect(await heading(parts[0]!.lesson.title).count()).toBe(1);

    await learner.getByRole('link', { name: `Next: ${parts[0]!.quiz.title}` }).click();
    await passQuiz(parts[0]!.quiz.title);
  });

  it('resumes, on a fresh visit, at the first unfinished step, and leads through the second part to its quiz', async () => {
    await learner.goto(`${app.server.url}/courses/${courseId}/view`);
    await untilAppReady(learner);
    // The first part's lesson and quiz are finished: the player resumes at the second part's lesson.
    await expect.poll(() => new URL(learner.url()).searchParams.get('lesson'), { timeout: 20_000 }).toBe(parts[1]!.lesson.lessonId);
    await completeLesson(parts[1]!.lesson.title);
    await learner.getByRole('link', { name: `Next: ${parts[1]!.quiz.title}` }).click();
    await passQuiz(parts[1]!.quiz.title);
  });

  it('after the last quiz, leads to the completion view, whose heading takes the focus', async () => {
    await learner.getByRole('link', { name: /Course complete: see what you achieved/ }).click();
    await expect.poll(() => heading('Course complete').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => learner.evaluate<string | undefined>('document.activeElement?.id'), { timeout: 5_000 }).toBe('completion-heading');
    expect(await learner.getByText(`You finished ${courseTitle}: every lesson completed, every quiz passed.`).count()).toBe(1);
  });

  it('shows the course as completed on My Courses, offering a review', async () => {
    await learner.goto(`${app.server.url}/my-courses`);
    const item = learner.getByRole('article').filter({ has: learner.getByRole('link', { name: courseTitle }) });
    await expect.poll(() => item.count(), { timeout: 30_000 }).toBe(1);
    // The completion is recorded by a reactor after the last pass: a reload may be needed to see it.
    await expect
      .poll(
        async () => {
          if ((await item.getByText('✓ Completed').count()) === 0) await learner.reload();
          return item.getByRole('link', { name: `Review ${courseTitle}` }).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
  });
});
