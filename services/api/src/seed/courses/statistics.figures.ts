import type { DemoCoverColours } from '../demo-course.js';
import { svgDot, svgDrawing, svgLine, svgRect, svgText, type SvgDrawing } from '../demo-svg.js';

/** The course's two colours, shared by its cover and its figures. */
export const statisticsColours: DemoCoverColours = { background: '#4a1d5f', accent: '#38bdf8' };

const PAPER = '#ffffff';
const INK = '#1f2937';

/** The ranked series the lesson on quartiles works through. */
const series = [2, 4, 5, 7, 8, 9, 11, 12, 15] as const;

/** The smallest value with at least `share` of the series at or below it: the lesson's (French school) definition. */
const quantile = (share: number) => series[Math.ceil(share * series.length) - 1]!;

/** The series as dots on a scale from 0 to 16, and beneath them its box plot: minimum, Q1, median, Q3 and maximum. */
export function boxPlot(): SvgDrawing {
  const left = 60;
  const unit = 52;
  const xOf = (value: number) => left + value * unit;
  const median = series[(series.length - 1) / 2]!;
  const [q1, q3] = [quantile(0.25), quantile(0.75)];
  const [min, max] = [series[0], series.at(-1)!];
  const parts = series.map((value) => svgDot(xOf(value), 60, 11, statisticsColours.background));
  parts.push(
    svgLine(xOf(min), 180, xOf(q1), 180, INK, 4),
    svgLine(xOf(q3), 180, xOf(max), 180, INK, 4),
    svgLine(xOf(min), 160, xOf(min), 200, INK, 4),
    svgLine(xOf(max), 160, xOf(max), 200, INK, 4),
    svgRect(xOf(q1), 130, xOf(q3) - xOf(q1), 100, statisticsColours.accent, INK),
    svgLine(xOf(median), 130, xOf(median), 230, statisticsColours.background, 6),
  );
  for (const [value, label] of [
    [min, `min ${min}`],
    [q1, `Q1 = ${q1}`],
    [median, `médiane ${median}`],
    [q3, `Q3 = ${q3}`],
    [max, `max ${max}`],
  ] as const) {
    parts.push(svgText(xOf(value), 262, label, { size: 22, fill: INK, weight: 700, anchor: 'middle' }));
  }
  parts.push(svgLine(xOf(0), 310, xOf(16), 310, INK, 3));
  for (let value = 0; value <= 16; value += 2) {
    parts.push(svgLine(xOf(value), 302, xOf(value), 318, INK, 3), svgText(xOf(value), 346, String(value), { size: 20, fill: INK, anchor: 'middle' }));
  }
  return svgDrawing(960, 370, PAPER, parts);
}
