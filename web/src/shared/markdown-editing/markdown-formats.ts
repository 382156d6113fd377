/** What the formatting toolbar and its shortcuts can do to a lesson's Markdown. */
export const markdownFormats = ['heading', 'bold', 'italic', 'list', 'link', 'code', 'codeBlock', 'formula', 'callout'] as const;
export type MarkdownFormat = (typeof markdownFormats)[number];

/** A text with its selection (UTF-16 indexes, `start <= end`), before or after a format is applied. */
export interface TextSelection {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

const LINK_PLACEHOLDER = 'https://';

/**
 * Applies a format to the selection as Markdown, the way GitHub's editor does: inline formats wrap the selection (or
 * unwrap it when it is wrapped already), line formats prefix each selected line, block formats fence the selected
 * lines. The new selection covers the formatted words, or sits where the author types next.
 */
export function applyMarkdownFormat(format: MarkdownFormat, selection: TextSelection): TextSelection {
  switch (format) {
    case 'bold':
      return toggleWrap(selection, '**');
    case 'italic':
      return toggleWrap(selection, '_');
    case 'code':
      return selected(selection).includes('\n') ? fenceLines(selection, '```', '```') : toggleWrap(selection, '`');
    case 'formula':
      return selected(selection).includes('\n') ? fenceLines(selection, '$$', '$$') : toggleWrap(selection, '$');
    case 'link':
      return link(selection);
    case 'heading':
      return prefixLines(selection, (line) => `## ${line.replace(/^#{1,6}\s+/, '')}`, (line) => /^##\s/.test(line), (line) => line.replace(/^##\s+/, ''));
    case 'list':
      return prefixLines(selection, (line) => `- ${line}`, (line) => /^[-*+]\s/.test(line), (line) => line.replace(/^[-*+]\s+/, ''));
    case 'codeBlock':
      return fenceLines(selection, '```', '```');
    case 'callout':
      return callout(selection);
    default: {
      const unknown: never = format;
      throw new Error(`Unknown format ${String(unknown)}`);
    }
  }
}

const selected = ({ text, start, end }: TextSelection) => text.slice(start, end);

function replace({ text }: TextSelection, from: number, to: number, insert: string, select: { start: number; end: number }): TextSelection {
  return { text: text.slice(0, from) + insert + text.slice(to), start: from + select.start, end: from + select.end };
}

function toggleWrap(selection: TextSelection, marker: string): TextSelection {
  const { text, start, end } = selection;
  const m = marker.length;
  if (text.slice(start - m, start) === marker && text.slice(end, end + m) === marker) {
    return replace(selection, start - m, end + m, selected(selection), { start: 0, end: end - start });
  }
  const words = selected(selection);
  if (words.length >= 2 * m && words.startsWith(marker) && words.endsWith(marker)) {
    return replace(selection, start, end, words.slice(m, -m), { start: 0, end: words.length - 2 * m });
  }
  return replace(selection, start, end, `${marker}${words}${marker}`, { start: m, end: m + words.length });
}

function link(selection: TextSelection): TextSelection {
  const words = selected(selection);
  const inserted = `[${words}](${LINK_PLACEHOLDER})`;
  // With words chosen, the address is what is left to type; without, the words are.
  const at = words === '' ? { start: 1, end: 1 } : { start: words.length + 3, end: words.length + 3 + LINK_PLACEHOLDER.length };
  return replace(selection, selection.start, selection.end, inserted, at);
}

/** The whole lines the selection touches: from the start of its first line to the end of its last. */
function lineRange({ text, start, end }: TextSelection): { from: number; to: number } {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const last = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const next = text.indexOf('\n', last);
  return { from, to: next === -1 ? text.length : next };
}

function prefixLines(selection: TextSelection, add: (line: string) => string, has: (line: string) => boolean, remove: (line: string) => string): TextSelection {
  const { from, to } = lineRange(selection);
  const lines = selection.text.slice(from, to).split('\n');
  const removing = lines.every((line) => line.trim() === '' || has(line));
  const changed = lines.map((line) => (line.trim() === '' && lines.length > 1 ? line : removing ? remove(line) : add(line))).join('\n');
  return replace(selection, from, to, changed, { start: changed.length, end: changed.length });
}

/** A blank line before a block that follows other text, so it starts a block of its own. */
const gapBefore = (text: string, from: number) => (from === 0 || text.slice(0, from).endsWith('\n\n') ? '' : text[from - 1] === '\n' ? '\n' : '\n\n');

function fenceLines(selection: TextSelection, open: string, close: string): TextSelection {
  const { from, to } = lineRange(selection);
  const body = selection.text.slice(from, to);
  const before = gapBefore(selection.text, from) + open + '\n';
  const block = `${before}${body}\n${close}`;
  return replace(selection, from, to, block, { start: before.length, end: before.length + body.length });
}

function callout(selection: TextSelection): TextSelection {
  const { from, to } = lineRange(selection);
  const lines = selection.text.slice(from, to).split('\n');
  const before = gapBefore(selection.text, from);
  const block = `${before}> [!TIP]\n${lines.map((line) => (line === '' ? '>' : `> ${line}`)).join('\n')}`;
  const quoted = block.endsWith('>') ? `${block} ` : block;
  return replace(selection, from, to, quoted, { start: quoted.length, end: quoted.length });
}
