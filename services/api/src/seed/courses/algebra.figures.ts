import type { DemoCoverColours } from '../demo-course.js';
import { svgDrawing, svgLine, svgRect, svgText, type SvgDrawing } from '../demo-svg.js';

/** The course's two colours, shared by its cover and its figures. */
export const algebraColours: DemoCoverColours = { background: '#312e81', accent: '#34d399' };

const PAPER = '#ffffff';
const INK = '#1f2937';
const UNIT = 28;

/** Unit blocks stacked in rows of four, their bottom row standing on the pan at `floor`. */
function unitBlocks(left: number, floor: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    svgRect(left + (index % 4) * (UNIT + 4), floor - (Math.floor(index / 4) + 1) * (UNIT + 4), UNIT, UNIT, algebraColours.accent, INK),
  );
}

/** A level balance: x and 7 unit blocks in the left pan, 12 unit blocks in the right one, so x + 7 = 12. */
export function balancedEquation(): SvgDrawing {
  const floor = 140;
  const beam = floor + 20;
  const parts = [
    `<polygon points="480,${beam} 440,${beam + 100} 520,${beam + 100}" fill="${algebraColours.background}"/>`,
    svgLine(150, beam, 810, beam, INK, 8),
    svgLine(150, beam, 150, floor + 6, INK, 3),
    svgLine(810, beam, 810, floor + 6, INK, 3),
    svgRect(40, floor, 220, 10, INK),
    svgRect(700, floor, 220, 10, INK),
    // The unknown: a box as tall as three blocks, whose weight the balance tells.
    svgRect(48, floor - 3 * (UNIT + 4), 66, 3 * (UNIT + 4) - 4, algebraColours.background),
    svgText(81, floor - 38, 'x', { size: 40, fill: '#ffffff', weight: 700, anchor: 'middle' }),
    ...unitBlocks(124, floor, 7),
    ...unitBlocks(730, floor, 12),
    svgText(150, beam + 150, 'x + 7', { size: 36, fill: INK, weight: 700, anchor: 'middle' }),
    svgText(480, beam + 150, '=', { size: 36, fill: INK, weight: 700, anchor: 'middle' }),
    svgText(810, beam + 150, '12', { size: 36, fill: INK, weight: 700, anchor: 'middle' }),
  ];
  return svgDrawing(960, beam + 180, PAPER, parts);
}
