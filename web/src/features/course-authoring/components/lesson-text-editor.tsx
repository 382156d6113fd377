import { useT } from '../../../shared/i18n';
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
 */
export function LessonTextEditor({ courseId, liveLessonId, value, onChange, control }: LessonTextEditorProps) {
  const t = useT(contentMessages);
  if (liveLessonId) {
    return (
      <div className="lesson-live-text">
        <p className="field-hint">{t('liveTextHint')}</p>
        <CollaborativeLessonEditor courseId={courseId} lessonId={liveLessonId} />
      </div>
    );
  }
  return <textarea {...control} className="input lesson-text" rows={8} maxLength={50_000} value={value} onChange={(event) => onChange(event.target.value)} />;
}
