import type { ReactNode } from 'react';

/** How one lesson or quiz shows in its module's list. */
export interface ModuleEntry {
  readonly id: string;
  readonly title: string;
  /** Beside the title: its length or size. */
  readonly hint: string;
  readonly editLabel: string;
  readonly removeLabel: string;
}

interface ModuleEntriesProps<T> {
  readonly heading: string;
  readonly emptyText: string;
  readonly addLabel: string;
  readonly items: readonly T[];
  readonly entry: (item: T) => ModuleEntry;
  /** The entry open for editing: an item's id, 'new' for one not saved yet, or null for none. */
  readonly openId: string | null;
  readonly onOpen: (id: string) => void;
  readonly onRemove: (item: T) => void;
  /** The editor for an item, or for a new one (null). */
  readonly editor: (item: T | null) => ReactNode;
}

/** A module's lessons or its quizzes: each edited in place, and a button that opens an editor for a new one. */
export function ModuleEntries<T>({ heading, emptyText, addLabel, items, entry, openId, onOpen, onRemove, editor }: ModuleEntriesProps<T>) {
  return (
    <>
      <h4>{heading}</h4>
      {items.length === 0 && <p className="field-hint">{emptyText}</p>}
      <ul className="editor-list">
        {items.map((item) => {
          const { id, title, hint, editLabel, removeLabel } = entry(item);
          return (
            <li key={id} className="editor-list-item">
              {openId === id ? (
                editor(item)
              ) : (
                <>
                  <span>
                    {title} <span className="field-hint">{hint}</span>
                  </span>
                  <span className="editor-item-actions">
                    <button type="button" className="button button-secondary" aria-label={editLabel} onClick={() => onOpen(id)}>
                      ✎
                    </button>
                    <button type="button" className="button button-secondary" aria-label={removeLabel} onClick={() => onRemove(item)}>
                      ✕
                    </button>
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {openId === 'new' ? (
        editor(null)
      ) : (
        <button type="button" className="button button-secondary" onClick={() => onOpen('new')}>
          {addLabel}
        </button>
      )}
    </>
  );
}
