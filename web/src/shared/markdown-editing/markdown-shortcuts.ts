import type { MarkdownFormat } from './markdown-formats';

/** The key that goes with Ctrl (⌘ on a Mac) for each format, as `aria-keyshortcuts` names it. */
export const markdownShortcuts: Readonly<Record<MarkdownFormat, { readonly code: string; readonly shift: boolean; readonly label: string }>> = {
  bold: { code: 'KeyB', shift: false, label: 'B' },
  italic: { code: 'KeyI', shift: false, label: 'I' },
  link: { code: 'KeyK', shift: false, label: 'K' },
  code: { code: 'KeyE', shift: false, label: 'E' },
  formula: { code: 'KeyM', shift: false, label: 'M' },
  heading: { code: 'KeyH', shift: true, label: 'Shift+H' },
  list: { code: 'Digit8', shift: true, label: 'Shift+8' },
  codeBlock: { code: 'KeyE', shift: true, label: 'Shift+E' },
  callout: { code: 'Period', shift: true, label: 'Shift+.' },
};

interface KeyPress {
  readonly code: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/** The format a key press asks for, or null; by the key's place (`code`), so it works on any keyboard layout. */
export function markdownFormatForKey(press: KeyPress): MarkdownFormat | null {
  if (!(press.ctrlKey || press.metaKey) || press.altKey) return null;
  const found = Object.entries(markdownShortcuts).find(([, shortcut]) => shortcut.code === press.code && shortcut.shift === press.shiftKey);
  return found ? (found[0] as MarkdownFormat) : null;
}
