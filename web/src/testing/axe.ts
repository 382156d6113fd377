import axe from 'axe-core';

/**
 * axe-core's serious and critical violations in the current document. Colour contrast is left to the browser
 * suite: jsdom computes no styles to measure.
 */
export async function seriousViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
