import type { DemoCoverColours } from '../demo-course.js';
import { svgDot, svgDrawing, svgLine, svgRect, svgText, type SvgDrawing } from '../demo-svg.js';

/** The course's two colours, shared by its cover and its figures. */
export const fractionsColours: DemoCoverColours = { background: '#1e3a5f', accent: '#f59e0b' };

const PAPER = '#ffffff';
const INK = '#1f2937';
const FAINT = '#e5e7eb';

/** The stretch from 0 to 2 cut into quarters, with 3/4 and 7/4 (one and three quarters) marked on it. */
export function quartersNumberLine(): SvgDrawing {
  const left = 80;
  const step = 100;
  const y = 120;
  const parts = [svgLine(left - 30, y, left + 8 * step + 30, y, INK, 4)];
  for (let quarter = 0; quarter <= 8; quarter++) {
    const x = left + quarter * step;
    const whole = quarter % 4 === 0;
    parts.push(svgLine(x, y - (whole ? 22 : 12), x, y + (whole ? 22 : 12), INK, whole ? 4 : 3));
    parts.push(
      whole
        ? svgText(x, y + 62, String(quarter / 4), { size: 34, fill: INK, weight: 700, anchor: 'middle' })
        : svgText(x, y + 52, `${quarter}/4`, { size: 22, fill: INK, anchor: 'middle' }),
    );
  }
  for (const [quarter, label] of [
    [3, '3/4'],
    [7, '7/4 = 1 3/4'],
  ] as const) {
    const x = left + quarter * step;
    parts.push(svgDot(x, y, 13, fractionsColours.accent), svgText(x, y - 40, label, { size: 30, fill: fractionsColours.background, weight: 700, anchor: 'middle' }));
  }
  return svgDrawing(960, 220, PAPER, parts);
}

/** Bars of the same whole cut into 2, 4 and 8 equal parts, with half of each shaded: 1/2 = 2/4 = 4/8. */
export function equivalentFractionBars(): SvgDrawing {
  const left = 170;
  const length = 720;
  const parts: string[] = [];
  [2, 4, 8].forEach((denominator, row) => {
    const top = 40 + row * 90;
    const width = length / denominator;
    parts.push(svgText(left - 30, top + 46, `${denominator / 2}/${denominator}`, { size: 34, fill: INK, weight: 700, anchor: 'end' }));
    for (let part = 0; part < denominator; part++) {
      parts.push(svgRect(left + part * width, top, width, 64, part < denominator / 2 ? fractionsColours.accent : FAINT, INK));
    }
  });
  parts.push(`<line x1="${left + length / 2}" y1="20" x2="${left + length / 2}" y2="310" stroke="${fractionsColours.background}" stroke-width="4" stroke-dasharray="10 8"/>`);
  return svgDrawing(960, 330, PAPER, parts);
}
