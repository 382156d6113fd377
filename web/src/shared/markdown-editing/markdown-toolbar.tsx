import './markdown-editing.css';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../i18n';
import { markdownFormats, type MarkdownFormat } from './markdown-formats';
import { markdownEditingMessages } from './markdown-editing.messages';
import { markdownShortcuts } from './markdown-shortcuts';

/** What each button shows; its name (and shortcut) is read from the messages. */
const glyphs: Readonly<Record<MarkdownFormat, string>> = {
  heading: 'H',
  bold: 'B',
  italic: 'I',
  list: '•',
  link: '🔗',
  code: '</>',
  codeBlock: '{ }',
  formula: '∑',
  callout: '💡',
};

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The formatting buttons above a lesson text: one tab stop, arrows move between the buttons (WAI-ARIA toolbar).
 * Pressing one keeps the textarea's selection: a mouse press does not take focus from it.
 */
export function MarkdownToolbar({ onFormat, disabled = false }: { readonly onFormat: (format: MarkdownFormat) => void; readonly disabled?: boolean }) {
  const t = useT(markdownEditingMessages);
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const mod = isMac() ? 'Meta' : 'Control';

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -active, End: markdownFormats.length - 1 - active }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (active + step + markdownFormats.length) % markdownFormats.length;
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="markdown-toolbar" role="toolbar" aria-label={t('toolbar')} onKeyDown={move}>
      {markdownFormats.map((format, index) => {
        const shortcut = `${mod === 'Meta' ? '⌘' : 'Ctrl'}+${markdownShortcuts[format].label}`;
        return (
          <button
            key={format}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={`markdown-toolbar-button markdown-toolbar-${format}`}
            tabIndex={index === active ? 0 : -1}
            aria-label={t(format)}
            aria-keyshortcuts={`${mod}+${markdownShortcuts[format].label}`}
            title={t('withShortcut', { name: t(format), shortcut })}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setActive(index)}
            onClick={() => onFormat(format)}
          >
            <span aria-hidden="true">{glyphs[format]}</span>
          </button>
        );
      })}
    </div>
  );
}
