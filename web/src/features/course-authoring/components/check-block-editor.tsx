import { useT } from '../../../shared/i18n';
import { useEditedCourse } from '../lib/editor-context';
import type { BlockDraft } from '../lib/lesson-draft';
import { contentMessages } from '../messages/content.messages';
import { QuizItemEditor } from './quiz-item-editor';

type CheckDraft = Extract<BlockDraft, { kind: 'check' }>;

/** A check-yourself block: one question written as a quiz's are, asked inside the lesson as practice. */
export function CheckBlockEditor({ block, onChange }: { readonly block: CheckDraft; readonly onChange: (block: CheckDraft) => void }) {
  const t = useT(contentMessages);
  const course = useEditedCourse();
  return (
    <>
      <p className="field-hint">{t('checkHint')}</p>
      <QuizItemEditor item={block.item} number={1} skills={course.skills} canRemove={false} onChange={(item) => onChange({ ...block, item })} onRemove={() => undefined} />
    </>
  );
}
