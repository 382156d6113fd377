import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: string[];
}

/**
 * Runs axe-core in the page and returns its serious and critical violations, each with the elements involved.
 * `within` (a CSS selector such as 'main') checks one part of the page, for a spec about that part only.
 */
export async function seriousAxeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axeSource });
  const context = within === undefined ? 'document' : JSON.stringify(within);
  const violations = await page.evaluate<{ id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]>(
    `axe.run(${context}, { resultTypes: ['violations'] }).then((results) => results.violations)`,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact!,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
