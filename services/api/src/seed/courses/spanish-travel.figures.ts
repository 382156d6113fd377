import type { DemoCoverColours } from '../demo-course.js';
import { svgDot, svgDrawing, svgRect, svgText, type SvgDrawing } from '../demo-svg.js';

/** The course's two colours, shared by its cover and its figures. */
export const spanishTravelColours: DemoCoverColours = { background: '#7c2d12', accent: '#fde047' };

const PAPER = '#f3f4f6';
const INK = '#1f2937';
const STREET = '#ffffff';
const BLOCK = '#d6d3d1';
const STREET_WIDTH = 56;

/** A street as a white band along a line, wide enough for a name. */
const street = (x1: number, y1: number, x2: number, y2: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${STREET}" stroke-width="${STREET_WIDTH}"/>`;

/**
 * The lesson's directions on a street map: from "you are here", straight on past the first street, right into the
 * second, and the museum on the corner beside a bank.
 */
export function directionsMap(): SvgDrawing {
  const main = 240;
  const first = 330;
  const second = 150;
  const cross = 700;
  const route = `<polyline points="${main},440 ${main},${second} ${cross - 40},${second}" fill="none" stroke="${spanishTravelColours.background}" stroke-width="10" stroke-dasharray="18 12" stroke-linecap="round" stroke-linejoin="round"/>`;
  const parts = [
    svgRect(40, 30, 880, 420, BLOCK),
    street(main, 0, main, 480),
    street(0, first, 960, first),
    street(0, second, 960, second),
    street(cross, 0, cross, 480),
    svgText(560, first + 8, '1.ª calle', { size: 24, fill: INK, anchor: 'middle' }),
    svgText(860, second + 8, '2.ª calle', { size: 24, fill: INK, anchor: 'middle' }),
    svgRect(cross - 190, second - 120, 150, 85, spanishTravelColours.accent, INK),
    svgText(cross - 115, second - 68, 'MUSEO', { size: 26, fill: INK, weight: 700, anchor: 'middle' }),
    svgRect(cross - 330, second - 120, 120, 85, '#ffffff', INK),
    svgText(cross - 270, second - 68, 'BANCO', { size: 24, fill: INK, weight: 700, anchor: 'middle' }),
    route,
    svgText(main - 36, 250, 'todo recto', { size: 26, fill: spanishTravelColours.background, weight: 700, anchor: 'end' }),
    svgText(main + 140, second + 62, 'a la derecha', { size: 26, fill: spanishTravelColours.background, weight: 700 }),
    svgDot(main, 440, 16, spanishTravelColours.background),
    svgText(main + 30, 448, 'Usted está aquí', { size: 26, fill: INK, weight: 700 }),
  ];
  return svgDrawing(960, 480, PAPER, parts);
}
