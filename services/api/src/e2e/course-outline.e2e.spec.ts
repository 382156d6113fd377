import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signUpInBrowser } from '../testing/browser-sign-up.js';
import { codeFromOutboxPage } from '../testing/outbox-page.js';
import { useServerAndBrowser } from '../testing/server-and-browser.js';

const volcanoes = readFileSync(new URL('../features/ai-studio/testing/material/volcanoes.md', import.meta.url));

describe('a creator drafting a course from an uploaded Markdown file, in the browser', () => {
  const app = useServerAndBrowser({ SEED_DEMO_WORLD: 'false' });

  it('says when it is offline, then uploads, generates the outline, trims it and lands in the editor of the draft course', async () => {
    const page = await signUpInBrowser(
      { browser: app.browser, serverUrl: app.server.url, codeFor: (context, email) => codeFromOutboxPage(context, app.server.url, email) },
      'Olive Outliner',
      '/courses/create',
    );
    const generator = page.getByRole('region', { name: 'Draft it from your material' });
    await expect.poll(() => generator.getByRole('button', { name: 'Generate outline' }).count(), { timeout: 30_000 }).toBe(1);
    await page.context().setOffline(true);
    await expect.poll(() => generator.getByText("You're offline. Connect to generate an outline.").count(), { timeout: 10_000 }).toBe(1);
    await page.context().setOffline(false);
    await expect.poll(() => generator.getByText("You're offline. Connect to generate an outline.").count(), { timeout: 10_000 }).toBe(0);

    await generator.getByRole('textbox', { name: /Topic/ }).fill('Volcanoes for beginners');
    await generator.getByLabel('Upload material').setInputFiles({ name: 'volcanoes.md', mimeType: 'text/markdown', buffer: volcanoes });
    await generator.getByRole('button', { name: 'Generate outline' }).click();

    const preview = page.getByRole('region', { name: 'Your outline' });
    await expect.poll(() => preview.getByText('Drafted for 1 AI credits; 99 left.').count(), { timeout: 30_000 }).toBe(1);
    expect(await preview.getByRole('textbox', { name: 'Lesson title' }).count()).toBe(5);
    await preview.getByRole('button', { name: 'Remove lesson: Living near volcanoes' }).click();
    await preview.getByRole('textbox', { name: 'Lesson title' }).first().fill('Volcanoes, defined');
    await page.getByRole('button', { name: 'Create draft course' }).click();

    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toMatch(/^\/courses\/[0-9a-f-]{36}\/edit$/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Edit Volcanoes for beginners' }).count(), { timeout: 30_000 }).toBe(1);
    const content = page.getByRole('region', { name: 'Modules, lessons and quizzes' });
    await expect.poll(() => content.getByRole('button', { name: 'Edit lesson Volcanoes, defined' }).count(), { timeout: 20_000 }).toBe(1);
    expect(await content.getByRole('button', { name: 'Edit lesson Measuring eruptions' }).count()).toBe(1);
    expect(await content.getByRole('button', { name: 'Edit lesson Living near volcanoes' }).count()).toBe(0);
  });
});
