import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../../shared/i18n';
import { useModalFocus } from '../lib/use-modal-focus';
import { paletteMessages } from './messages';
import { searchPalette, type PaletteEntry } from './palette-search';

interface PaletteDialogProps {
  readonly entries: readonly PaletteEntry[];
  readonly onClose: () => void;
}

/** The open palette: a combobox over at most 3 results; arrows move, Enter opens, Escape closes. */
export function PaletteDialog({ entries, onClose }: PaletteDialogProps) {
  const t = useT(paletteMessages);
  const navigate = useNavigate();
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  useModalFocus(dialog, onClose, input);

  const results = searchPalette(entries, query);
  const current = Math.min(active, Math.max(results.length - 1, 0));
  const optionId = (index: number) => `${ids}-option-${index}`;

  const pick = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    onClose();
    void navigate({ href: entry.path });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((current + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current - 1 + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(results[current]);
    }
  };

  return (
    <div className="widget-backdrop" onMouseDown={onClose}>
      <div
        ref={dialog}
        className="palette"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        onMouseDown={(event) => event.stopPropagation()}
      >
        <h2 id={`${ids}-title`} className="sr-only">
          {t('title')}
        </h2>
        <input
          ref={input}
          className="palette-input"
          type="text"
          role="combobox"
          aria-label={t('searchLabel')}
          aria-expanded={results.length > 0}
          aria-controls={`${ids}-list`}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? optionId(current) : undefined}
          aria-describedby={`${ids}-help`}
          placeholder={t('placeholder')}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={`${ids}-list`} className="palette-results" role="listbox" aria-label={t('results')}>
          {results.map((entry, index) => (
            <li
              key={entry.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              className="palette-option"
              onMouseMove={() => setActive(index)}
              onClick={() => pick(entry)}
            >
              <span className="palette-option-title">{entry.title}</span>
              <span className="palette-option-subtitle">{entry.subtitle}</span>
            </li>
          ))}
        </ul>
        {results.length === 0 && <p className="palette-empty">{t('noResults')}</p>}
        <p id={`${ids}-help`} className="palette-help">
          {t('instructions')}
        </p>
        <p className="sr-only" role="status">
          {results.length === 0 ? t('noResults') : t('resultCount', { count: results.length })}
        </p>
        <button type="button" className="palette-close" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
