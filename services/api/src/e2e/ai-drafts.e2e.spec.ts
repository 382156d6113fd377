import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untilAppReady } from '../testing/browser.js';
import { startChatCompletionsServer } from '../testing/chat-completions-server.js';
import { writeInEditor } from '../testing/course-editor-page.js';
import { signInByEmail, type EmailSignInResult } from '../testing/sign-in-by-email.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';
import { callAs, pageSignedInAs } from '../testing/signed-in-requests.js';

const volcanoes = readFileSync(new URL('../features/ai-studio/testing/material/volcanoes.md', import.meta.url), 'utf8');
const model = await startChatCompletionsServer();
const lessonTitle = 'How eruptions happen';
const invented = 'Volcanoes on the Moon erupt every three days because of ocean tides.';

/**
 * An author drafts a lesson with a model (the tests' chat-completions server) from the course's own text: the sentence
 * the material does not support is flagged in the preview and on the accepted block, publishing is refused naming it,
 * and once the author marks it reviewed the course publishes.
 */
describe('an author drafting a lesson with a model, in the browser', () => {
  const app = useServerAndBrowser({ SEED_DEMO_WORLD: 'false', AI_PROVIDER: 'openai-compatible', AI_BASE_URL: model.url, AI_MODEL: 'pathwise-test-model', AI_TIMEOUT_MS: '5000' });
  let creator: EmailSignInResult;
  let author: Page;
  const courseId = randomUUID();
  afterAll(() => model.close());

  beforeAll(async () => {
    creator = await signInByEmail(app.server.url, `e2e-${randomUUID().slice(0, 8)}@example.com`, 'Ada Drafts');
    const call = (method: string, path: string, body?: unknown) => callAs(app.server.url, creator, method, path, body);
    await call('POST', '/courses', { courseId, title: `Volcanoes ${courseId.slice(0, 6)}`, level: 'beginner', language: 'en' });
    await call('POST', `/courses/${courseId}/modules`, { expectedVersion: 1, moduleId: 'basics', title: 'Basics' });
    await call('POST', `/courses/${courseId}/lessons`, { expectedVersion: 2, moduleId: 'basics', lessonId: 'eruptions', title: lessonTitle, blocks: [{ kind: 'text', text: volcanoes }], estimatedMinutes: 10, skillIds: [] });
    author = await pageSignedInAs(app.browser, app.server.url, creator);
  });

  it('flags the unsupported sentence in the preview and on the block, refuses to publish it unreviewed, and publishes once reviewed', async () => {
    model.script({
      content: JSON.stringify({
        title: lessonTitle,
        estimatedMinutes: 5,
        blocks: [
          { markdown: 'Gas pressure drives an eruption.', sourceIds: ['P1'] },
          { markdown: invented, sourceIds: ['P1'] },
        ],
      }),
    });
    await author.goto(`${app.server.url}/courses/${courseId}/edit`);
    await untilAppReady(author);
    const content = author.getByRole('region', { name: 'Modules, lessons and quizzes' });
    await content.getByRole('button', { name: `Edit lesson ${lessonTitle}` }).click();
    const lesson = content.getByRole('form', { name: lessonTitle });

    await lesson.getByRole('button', { name: 'Draft this lesson' }).click();
    const preview = lesson.getByRole('region', { name: 'AI draft preview' });
    await expect.poll(() => preview.getByRole('note').textContent(), { timeout: 30_000 }).toContain(invented);
    await writeInEditor(author, () => preview.getByRole('button', { name: 'Accept draft' }).click());

    const flagged = lesson.getByRole('group', { name: 'Block 3: Text' });
    await expect.poll(() => flagged.getByText('AI-drafted', { exact: true }).count(), { timeout: 20_000 }).toBe(1);
    expect(await flagged.getByRole('note').textContent()).toContain(invented);
    const grounded = lesson.getByRole('group', { name: 'Block 2: Text' });
    await grounded.getByRole('button', { name: /^Sources \(\d+\)$/ }).hover();
    await expect.poll(() => author.getByRole('tooltip').textContent(), { timeout: 10_000 }).toContain(`${lessonTitle}, paragraph`);

    const status = author.getByRole('region', { name: 'Status' });
    await status.getByRole('button', { name: 'Publish' }).click();
    await expect
      .poll(() => status.getByRole('alert').textContent(), { timeout: 20_000 })
      .toBe(`Block 3 of the lesson "${lessonTitle}" was drafted by AI and says what its material does not support: review it or edit it before publishing.`);

    await writeInEditor(author, () => flagged.getByRole('button', { name: 'Mark as reviewed' }).click());
    await expect.poll(() => flagged.getByRole('note').count(), { timeout: 20_000 }).toBe(0);
    await writeInEditor(author, () => status.getByRole('button', { name: 'Publish' }).click());
    expect(await author.locator('.editor-header').textContent()).toContain('Published');
  });
});
