import { seededRandom } from '@pathwise/adaptive';
import type { DemoCourse } from './demo-course.js';
import { DEMO_FONTS, escapeXml, svgDrawing } from './demo-svg.js';

const WIDTH = 1280;
const HEIGHT = 720;
const TITLE_SIZE = 88;
/** About as many characters of the title font as fit in the left two thirds of the cover. */
const CHARACTERS_PER_LINE = 18;

/** The title cut at word boundaries into lines short enough to sit beside the shapes. */
function titleLines(title: string): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= CHARACTERS_PER_LINE) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Circles and rings scattered over the right of the cover, the same for a course on every run. */
function shapes(course: DemoCourse): string {
  const random = seededRandom([...course.handle].reduce((hash, character) => Math.imul(hash, 31) + character.charCodeAt(0), 7));
  const drawn: string[] = [];
  for (let index = 0; index < 9; index++) {
    const x = Math.round(WIDTH * (0.7 + random.next() * 0.35));
    const y = Math.round(HEIGHT * random.next());
    const radius = Math.round(40 + random.next() * 130);
    const opacity = (0.25 + random.next() * 0.5).toFixed(2);
    drawn.push(
      index % 3 === 0
        ? `<circle cx="${x}" cy="${y}" r="${radius}" fill="none" stroke="${course.cover.accent}" stroke-width="14" opacity="${opacity}"/>`
        : `<circle cx="${x}" cy="${y}" r="${radius}" fill="${course.cover.accent}" opacity="${opacity}"/>`,
    );
  }
  return drawn.join('');
}

/** A cover drawn for a demo course: its colours, a few shapes and its title, as an SVG of the cover's 16:9 size. */
export function demoCoverSvg(course: DemoCourse): string {
  const lines = titleLines(course.title);
  const top = HEIGHT / 2 - ((lines.length - 1) * TITLE_SIZE * 1.15) / 2 + TITLE_SIZE / 3;
  const title = lines
    .map((line, index) => `<tspan x="80" y="${Math.round(top + index * TITLE_SIZE * 1.15)}">${escapeXml(line)}</tspan>`)
    .join('');
  return svgDrawing(WIDTH, HEIGHT, course.cover.background, [
    shapes(course),
    `<rect x="80" y="${Math.round(top - TITLE_SIZE * 1.4)}" width="120" height="12" rx="6" fill="${course.cover.accent}"/>`,
    `<text font-family="${DEMO_FONTS}" font-size="${TITLE_SIZE}" font-weight="700" fill="#ffffff">${title}</text>`,
  ]).svg;
}
