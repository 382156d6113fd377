import { getDocumentProxy } from 'unpdf';

interface PlacedText {
  readonly str: string;
  readonly transform: readonly number[];
  readonly height: number;
  readonly hasEOL?: boolean;
}

interface Line {
  readonly y: number;
  height: number;
  text: string;
}

/** A gap between lines this many times the text's height starts a new paragraph. */
const PARAGRAPH_GAP = 1.6;
/** Type this much larger than the body's, on a short line, makes a heading. */
const HEADING_SCALE = 1.15;
const HEADING_MAX_LENGTH = 80;

/**
 * The text of each page of a PDF, one entry per page, written the way the reading of material finds structure in:
 * lines set in larger type than the body become Markdown headings (the largest `#`, the next `##`, …), and a gap
 * between lines becomes a blank line between paragraphs.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const pages: Line[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(linesOf(content.items.flatMap((item) => ('str' in item ? [item] : []))));
    }
    const body = bodyHeight(pages.flat());
    const headingSizes = [...new Set(pages.flat().filter((line) => isHeading(line, body)).map((line) => Math.round(line.height)))].sort((a, b) => b - a);
    return pages.map((lines) => pageText(lines, body, headingSizes));
  } finally {
    await pdf.destroy();
  }
}

function linesOf(items: readonly PlacedText[]): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  for (const item of items) {
    if (item.str !== '') {
      const y = item.transform[5] ?? 0;
      const height = Math.abs(item.height) || Math.abs(item.transform[3] ?? 0) || 1;
      if (current && Math.abs(current.y - y) < Math.max(current.height, height) / 2) {
        current.text += item.str;
        current.height = Math.max(current.height, height);
      } else {
        if (current) lines.push(current);
        current = { y, height, text: item.str };
      }
    }
    if (item.hasEOL && current) {
      lines.push(current);
      current = null;
    }
  }
  if (current) lines.push(current);
  return lines.map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ').trim() })).filter((line) => line.text !== '');
}

/** The type size most of the text is set in, counted by characters. */
function bodyHeight(lines: readonly Line[]): number {
  const characters = new Map<number, number>();
  for (const line of lines) characters.set(Math.round(line.height), (characters.get(Math.round(line.height)) ?? 0) + line.text.length);
  return [...characters].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 1;
}

const isHeading = (line: Line, body: number) => line.height >= body * HEADING_SCALE && line.text.length <= HEADING_MAX_LENGTH;

function pageText(lines: readonly Line[], body: number, headingSizes: readonly number[]): string {
  const out: string[] = [];
  let previous: Line | null = null;
  for (const line of lines) {
    if (isHeading(line, body)) {
      const level = Math.min(6, headingSizes.indexOf(Math.round(line.height)) + 1);
      out.push('', `${'#'.repeat(level)} ${line.text}`, '');
    } else {
      // The gap from the line above, measured against the taller of the two.
      if (previous && previous.y - line.y > PARAGRAPH_GAP * Math.max(previous.height, line.height)) out.push('');
      out.push(line.text);
    }
    previous = line;
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}
