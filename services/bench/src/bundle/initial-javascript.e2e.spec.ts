import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstPages, initialJavaScriptBudgetKb, measureInitialJavaScript } from './initial-javascript.js';

const webDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

describe('the initial JavaScript of the first pages (the built web/dist)', () => {
  it('counts the entry and the page’s own route chunk', () => {
    const [home] = measureInitialJavaScript(webDist, firstPages.filter((page) => page.name === 'home'));
    expect(home!.files.some((file) => /^assets\/index-[\w-]+\.js$/.test(file))).toBe(true);
    expect(home!.files.some((file) => /^assets\/home-page-[\w-]+\.js$/.test(file))).toBe(true);
  });

  it('stays within each page’s budget, gzipped', () => {
    expect(existsSync(webDist), 'web/dist is missing: the test command builds it first (npm run build)').toBe(true);
    const measured = measureInitialJavaScript(webDist);
    process.stdout.write(
      `initial JavaScript, gzipped (entry + route closure):\n${measured
        .map(({ page, gzipKb, budgetKb, files }) => {
          const standing = gzipKb <= budgetKb ? 'within budget' : 'over budget';
          return `  ${page.name.padEnd(18)} ${gzipKb.toFixed(1).padStart(6)} KB in ${String(files.length).padStart(2)} files, budget ${budgetKb} KB (${page.kind}): ${standing}`;
        })
        .join('\n')}\n`,
    );
    expect(Object.values(initialJavaScriptBudgetKb)).toEqual([120, 160]);
    for (const { page, gzipKb, budgetKb } of measured) {
      expect(gzipKb, `${page.name}: ${gzipKb.toFixed(1)} KB`).toBeLessThanOrEqual(budgetKb);
    }
  });
});
