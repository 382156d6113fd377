import { describe, expect, it } from 'vitest';
import { applyMarkdownFormat, type TextSelection } from './markdown-formats';
import { markdownFormatForKey } from './markdown-shortcuts';

/** A text with its selection marked by `[` and `]` (a caret alone by `|`), as an author sees it. */
function marked(text: string): TextSelection {
  if (text.includes('|')) return { text: text.replace('|', ''), start: text.indexOf('|'), end: text.indexOf('|') };
  const start = text.indexOf('[');
  const end = text.indexOf(']') - 1;
  return { text: text.replace('[', '').replace(']', ''), start, end };
}

function show({ text, start, end }: TextSelection): string {
  return start === end ? `${text.slice(0, start)}|${text.slice(start)}` : `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
}

const format = (kind: Parameters<typeof applyMarkdownFormat>[0], text: string) => show(applyMarkdownFormat(kind, marked(text)));

describe('applyMarkdownFormat', () => {
  it('bold, italic, code and formula wrap the selection and keep it selected', () => {
    expect(format('bold', 'a [half] cup')).toBe('a **[half]** cup');
    expect(format('italic', 'a [half] cup')).toBe('a _[half]_ cup');
    expect(format('code', 'call [half()] now')).toBe('call `[half()]` now');
    expect(format('formula', 'so [x^2] grows')).toBe('so $[x^2]$ grows');
  });

  it('an inline format with nothing selected leaves the caret between its markers', () => {
    expect(format('bold', 'a |cup')).toBe('a **|**cup');
  });

  it('the same inline format again takes its markers off, selected inside or around them', () => {
    expect(format('bold', 'a **[half]** cup')).toBe('a [half] cup');
    expect(format('bold', 'a [**half**] cup')).toBe('a [half] cup');
  });

  it('a link wraps the words and selects the address to type; without words, the caret goes where they go', () => {
    expect(format('link', 'see [the docs] now')).toBe('see [the docs]([https://]) now');
    expect(format('link', 'see |now')).toBe('see [|](https://)now');
  });

  it('a heading and a list prefix every selected line, and take the prefix off when all have it', () => {
    expect(format('heading', 'intro\nHal[ves]\nmore')).toBe('intro\n## Halves|\nmore');
    expect(format('heading', '### Hal|ves')).toBe('## Halves|');
    expect(format('heading', '## Hal|ves')).toBe('Halves|');
    expect(format('list', '[one\ntwo]\nthree')).toBe('- one\n- two|\nthree');
    expect(format('list', '[- one\n- two]')).toBe('one\ntwo|');
  });

  it('a code block and a displayed formula fence the selected lines, apart from the paragraph before them', () => {
    expect(format('codeBlock', 'Try:\n[print(1)]')).toBe('Try:\n\n```\n[print(1)]\n```');
    expect(format('code', '[a = 1\nb = 2]')).toBe('```\n[a = 1\nb = 2]\n```');
    expect(format('formula', 'So:\n\n[x = 1\ny = 2]')).toBe('So:\n\n$$\n[x = 1\ny = 2]\n$$');
  });

  it('a callout quotes the selected lines under a tip marker, the caret at its end', () => {
    expect(format('callout', 'Text\n[Halve both.]')).toBe('Text\n\n> [!TIP]\n> Halve both.|');
    expect(format('callout', '|')).toBe('> [!TIP]\n> |');
  });
});

describe('markdownFormatForKey', () => {
  const press = (code: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) =>
    markdownFormatForKey({ code, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...modifiers });

  it('Ctrl or ⌘ with a letter picks its format, with Shift the block formats', () => {
    expect(press('KeyB', { ctrlKey: true })).toBe('bold');
    expect(press('KeyI', { metaKey: true })).toBe('italic');
    expect(press('KeyE', { ctrlKey: true })).toBe('code');
    expect(press('KeyE', { ctrlKey: true, shiftKey: true })).toBe('codeBlock');
    expect(press('Digit8', { ctrlKey: true, shiftKey: true })).toBe('list');
    expect(press('Period', { ctrlKey: true, shiftKey: true })).toBe('callout');
  });

  it('keys without Ctrl or ⌘, or with Alt, are typing, not formatting', () => {
    expect(press('KeyB')).toBeNull();
    expect(press('KeyB', { ctrlKey: true, altKey: true })).toBeNull();
    expect(press('KeyZ', { ctrlKey: true })).toBeNull();
  });
});
