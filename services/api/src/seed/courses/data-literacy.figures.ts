import type { DemoCoverColours } from '../demo-course.js';
import { svgDrawing, svgLine, svgRect, svgText, type SvgDrawing } from '../demo-svg.js';

/** The course's two colours, shared by its cover and its figures. */
export const dataLiteracyColours: DemoCoverColours = { background: '#134e4a', accent: '#f472b6' };

const PAPER = '#ffffff';
const INK = '#1f2937';
const GRID = '#d1d5db';

/** The poster's two satisfaction scores, in per cent, that the lesson's example redraws. */
const satisfactionScores = [
  { label: 'Last year', percent: 96 },
  { label: 'This year', percent: 98 },
] as const;

/** One bar chart of the scores whose vertical axis runs from `from` to `to`, ticked every `tick`, drawn at `left`. */
function scoreChart(left: number, title: string, from: number, to: number, tick: number): string[] {
  const top = 80;
  const bottom = 380;
  const yOf = (value: number) => bottom - ((value - from) / (to - from)) * (bottom - top);
  const parts = [svgText(left + 200, 40, title, { size: 26, fill: INK, weight: 700, anchor: 'middle' })];
  for (let value = from; value <= to; value += tick) {
    parts.push(svgLine(left + 60, yOf(value), left + 400, yOf(value), GRID, 2));
    parts.push(svgText(left + 50, yOf(value) + 8, `${value} %`, { size: 20, fill: INK, anchor: 'end' }));
  }
  satisfactionScores.forEach((score, index) => {
    const x = left + 100 + index * 160;
    const colour = index === 0 ? dataLiteracyColours.background : dataLiteracyColours.accent;
    parts.push(svgRect(x, yOf(score.percent), 100, bottom - yOf(score.percent), colour));
    parts.push(svgText(x + 50, bottom + 34, score.label, { size: 22, fill: INK, anchor: 'middle' }));
  });
  parts.push(svgLine(left + 60, bottom, left + 400, bottom, INK, 3));
  return parts;
}

/** The same two scores drawn twice: on an axis cut at 95, where one bar looks three times the other, and from zero. */
export function truncatedAxisCharts(): SvgDrawing {
  return svgDrawing(960, 440, PAPER, [...scoreChart(20, 'Axis starting at 95 %', 95, 99, 1), ...scoreChart(500, 'Axis starting at 0', 0, 100, 25)]);
}
