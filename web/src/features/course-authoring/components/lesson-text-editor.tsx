import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { MarkdownPreview, MarkdownToolbar, useMarkdownFormatting, type TextSelection } from '../../../shared/markdown-editing';
import { CollaborativeLessonEditor } from '../../course-collaboration';
import type { FieldControlProps } from '../../../shared/ui/field';
import { contentMessages } from '../messages/content.messages';

interface LessonTextEditorProps {
  readonly courseId: string;
  /**
   * Set for the lesson's live text: the first text block of a saved lesson. Null for a lesson not saved yet (nothing
   * to co-edit until it exists) and for further text blocks, which stay plain.
   */
  readonly liveLessonId: string | null;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly control: FieldControlProps;
}

/**
 * ┌─ COLLABORATION SLOT ──────────────────────────────────────────────────────────────────────────────────────────┐
 * │ A saved lesson's text is co-edited live by `CollaborativeLessonEditor` (features/course-collaboration, ADR 8):  │
 * │ every keystroke is stored in the lesson's own document stream, so "Save lesson" does not carry it; the server  │
 * │ folds the merged text into the lesson's body. A new lesson's text, and further text blocks, are plain text.     │
 * └───────────────────────────────────────────────────────────────────────────────────────────────────────────────┘
 * Either way the text is Markdown (ADR 30): a toolbar and shortcuts format it, and a preview beside it shows it as
 * the player will.
 */
export function LessonTextEditor({ courseId, liveLessonId, value, onChange, control }: LessonTextEditorProps) {
  const t = useT(contentMessages);
  const [liveText, setLiveText] = useState('');
  if (liveLessonId) {
    return (
      <div className="lesson-live-text">
        <p className="field-hint">
          {t('liveTextHint')} {t('textHint')}
        </p>
        <div className="markdown-editing">
          <CollaborativeLessonEditor courseId={courseId} lessonId={liveLessonId} onTextChange={setLiveText} />
          <MarkdownPreview text={liveText} idPrefix={`preview-${liveLessonId}-`} />
        </div>
      </div>
    );
  }
  return (
    <div className="markdown-editing">
      <PlainTextEditor value={value} onChange={onChange} control={control} />
      <MarkdownPreview text={value} idPrefix={`preview-${control.id}-`} />
    </div>
  );
}

function PlainTextEditor({ value, onChange, control }: Pick<LessonTextEditorProps, 'value' | 'onChange' | 'control'>) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  /** The selection a format leaves, put in once the new value is in the textarea. */
  const pendingSelection = useRef<TextSelection | null>(null);
  const commit = useCallback(
    (next: TextSelection) => {
      pendingSelection.current = next;
      onChange(next.text);
    },
    [onChange],
  );
  const formatting = useMarkdownFormatting(textarea, commit);
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection || !textarea.current) return;
    pendingSelection.current = null;
    textarea.current.setSelectionRange(selection.start, selection.end);
  }, [value]);
  return (
    <div className="lesson-text-field">
      <MarkdownToolbar onFormat={formatting.format} />
      <textarea
        {...control}
        ref={textarea}
        className="input lesson-text"
        rows={8}
        maxLength={50_000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={formatting.onKeyDown}
      />
    </div>
  );
}
