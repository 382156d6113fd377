import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The course version the editor shows in its header. */
export async function editorVersion(editor: Page): Promise<number> {
  const header = (await editor.locator('.editor-header').textContent()) ?? '';
  return Number(/Version (\d+)/.exec(header)?.[1] ?? Number.NaN);
}

/**
 * Does one write in the editor and waits until the editor has reloaded the course at a newer version, so the next
 * write states the version it was made against rather than meeting a conflict.
 */
export async function writeInEditor(editor: Page, write: () => Promise<void>): Promise<void> {
  const before = await editorVersion(editor);
  await write();
  await expect.poll(() => editorVersion(editor), { timeout: 30_000 }).toBeGreaterThan(before);
}
