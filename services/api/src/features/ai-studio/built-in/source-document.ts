import { splitSentences, type MaterialLanguage } from './text-analysis.js';

/** Where a passage sits in a creator's material, so every drafted block can name its source. */
export interface SourceLocation {
  readonly file: string;
  /** The page of a paged source (a PDF), from 1; null for text without pages. */
  readonly page: number | null;
  /** The paragraph's place in the file (or in its page, for a paged source), from 1. */
  readonly paragraph: number;
}

export interface SourcePassage {
  readonly text: string;
  readonly sentences: readonly string[];
  readonly location: SourceLocation;
}

export interface SourceSection {
  readonly heading: string;
  /** 1 for the material's title, 2 for its chapters, and so on (Markdown's levels, or a numbering's depth). */
  readonly level: number;
  readonly passages: readonly SourcePassage[];
}

export interface SourceDocument {
  readonly file: string;
  readonly language: MaterialLanguage;
  /** The one top heading, when the material opens with one. */
  readonly title: string | null;
  /** In reading order; passages before any heading form a section headed by the file's name. */
  readonly sections: readonly SourceSection[];
}

export interface MaterialText {
  readonly file: string;
  readonly language: MaterialLanguage;
  /** The text of each page of a paged source, or one entry for a text file. */
  readonly pages: readonly string[];
}

interface Block {
  readonly kind: 'heading' | 'paragraph';
  readonly text: string;
  readonly level: number;
  readonly page: number | null;
}

const ATX_HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const SETEXT_UNDERLINE = /^(=+|-+)\s*$/;
const NUMBERED_HEADING = /^(\d+(?:\.\d+)*)\.?\s+(\S.{0,78})$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;

/**
 * Finds the structure of a creator's material: its headings (Markdown's, a setext underline, a numbered line, or a
 * short line standing alone without closing punctuation, as PDFs of slides and reports give them) and the
 * paragraphs under each, split into sentences, every one with its file, page and paragraph.
 */
export function readSourceDocument(material: MaterialText): SourceDocument {
  const blocks = material.pages.flatMap((page, index) => blocksOf(page, material.pages.length > 1 ? index + 1 : null));
  const sections: { heading: string; level: number; passages: SourcePassage[] }[] = [];
  let title: string | null = null;
  const paragraphCounters = new Map<number | null, number>();
  for (const block of blocks) {
    if (block.kind === 'heading') {
      if (block.level === 1 && title === null && sections.length === 0) title = block.text;
      sections.push({ heading: block.text, level: block.level, passages: [] });
      continue;
    }
    const paragraph = (paragraphCounters.get(block.page) ?? 0) + 1;
    paragraphCounters.set(block.page, paragraph);
    if (sections.length === 0) sections.push({ heading: title ?? material.file, level: 1, passages: [] });
    sections.at(-1)!.passages.push({
      text: block.text,
      sentences: splitSentences(block.text, material.language),
      location: { file: material.file, page: block.page, paragraph },
    });
  }
  return { file: material.file, language: material.language, title, sections };
}

function blocksOf(page: string, pageNumber: number | null): Block[] {
  const lines = page.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' '), level: 0, page: pageNumber });
    paragraph = [];
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    const next = lines[index + 1]?.trim() ?? '';
    const atx = ATX_HEADING.exec(line);
    if (atx) {
      endParagraph();
      blocks.push({ kind: 'heading', text: atx[2]!, level: atx[1]!.length, page: pageNumber });
    } else if (line !== '' && paragraph.length === 0 && SETEXT_UNDERLINE.test(next) && !LIST_ITEM.test(line)) {
      blocks.push({ kind: 'heading', text: line, level: next.startsWith('=') ? 1 : 2, page: pageNumber });
      index++;
    } else if (line === '') {
      endParagraph();
    } else if (paragraph.length === 0 && standsAlone(lines, index) && looksLikeHeading(line)) {
      const numbered = NUMBERED_HEADING.exec(line);
      const depth = numbered ? numbered[1]!.split('.').length : 1;
      blocks.push({ kind: 'heading', text: numbered ? numbered[2]! : line, level: depth + 1, page: pageNumber });
    } else if (LIST_ITEM.test(line)) {
      // Each item of a list is a statement of its own, not a clause of the one before.
      endParagraph();
      const item = line.replace(LIST_ITEM, '');
      blocks.push({ kind: 'paragraph', text: /[.!?:;]$/.test(item) ? item : `${item}.`, level: 0, page: pageNumber });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}

/** A line with a blank line (or the page's edge) before and after it. */
function standsAlone(lines: readonly string[], index: number): boolean {
  const before = index === 0 || lines[index - 1]!.trim() === '';
  const after = index === lines.length - 1 || lines[index + 1]!.trim() === '';
  return before && after;
}

/** Short, no closing punctuation, and starting with a capital or a section number. */
function looksLikeHeading(line: string): boolean {
  if (line.length > 80 || /[.,;:!?]$/.test(line)) return false;
  return /^(\d+(\.\d+)*\.?\s+)?\p{Lu}/u.test(line);
}
