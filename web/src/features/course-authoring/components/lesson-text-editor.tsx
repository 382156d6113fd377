import type { FieldControlProps } from '../../../shared/ui/field';

interface LessonTextEditorProps {
  readonly courseId: string;
  /** Null while the lesson is new and not yet saved: there is nothing to co-edit until it exists. */
  readonly lessonId: string | null;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly control: FieldControlProps;
}

/**
 * ┌─ COLLABORATION SLOT ─────────────────────────────────────────────────────────────────────────────────────────┐
 * │ Live co-editing of a lesson's text is `CollaborativeLessonEditor({ courseId, lessonId })`, built in           │
 * │ features/course-collaboration. Until it is on main the text is a plain textarea. To switch, render           │
 * │ `<CollaborativeLessonEditor courseId={courseId} lessonId={lessonId} />` here whenever `lessonId` is set,      │
 * │ and keep this textarea for a lesson that is not saved yet.                                                    │
 * └──────────────────────────────────────────────────────────────────────────────────────────────────────────────┘
 */
export function LessonTextEditor({ courseId: _courseId, lessonId: _lessonId, value, onChange, control }: LessonTextEditorProps) {
  return <textarea {...control} className="input lesson-text" rows={8} maxLength={50_000} value={value} onChange={(event) => onChange(event.target.value)} />;
}
