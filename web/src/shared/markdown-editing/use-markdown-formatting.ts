import { useCallback, type KeyboardEvent, type RefObject } from 'react';
import { applyMarkdownFormat, type MarkdownFormat, type TextSelection } from './markdown-formats';
import { markdownFormatForKey } from './markdown-shortcuts';

/**
 * Formats a textarea's selection as Markdown, from the toolbar or a shortcut. `commit` stores the new text and
 * selection the editor's own way (a plain value, or a co-edited document); focus is back in the textarea first.
 */
export function useMarkdownFormatting(textarea: RefObject<HTMLTextAreaElement | null>, commit: (next: TextSelection) => void) {
  const format = useCallback(
    (kind: MarkdownFormat) => {
      const element = textarea.current;
      if (!element || element.readOnly) return;
      const next = applyMarkdownFormat(kind, { text: element.value, start: element.selectionStart, end: element.selectionEnd });
      element.focus();
      commit(next);
    },
    [textarea, commit],
  );
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTextAreaElement>) => {
      const kind = markdownFormatForKey(event);
      if (!kind) return;
      event.preventDefault();
      format(kind);
    },
    [format],
  );
  return { format, onKeyDown };
}
