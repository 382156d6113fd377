import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import type { BlockDraft } from '../lib/lesson-draft';
import { contentMessages } from '../messages/content.messages';
import { MaterialPicker } from './material-picker';

type AudioDraft = Extract<BlockDraft, { kind: 'audio' }>;

/** An audio block: which of the course's recordings, its caption, and its transcript for those who would rather read. */
export function AudioBlockEditor({ courseId, block, onChange }: { readonly courseId: string; readonly block: AudioDraft; readonly onChange: (block: AudioDraft) => void }) {
  const t = useT(contentMessages);
  return (
    <>
      <MaterialPicker courseId={courseId} kind="audio" selectedId={block.materialId} onChoose={(material) => onChange({ ...block, materialId: material.materialId })} />
      <Field label={t('caption')}>
        {(control) => <input {...control} className="input" maxLength={300} value={block.caption} onChange={(event) => onChange({ ...block, caption: event.target.value })} />}
      </Field>
      <Field label={t('transcript')} hint={t('transcriptHint')}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={4}
            maxLength={50_000}
            value={block.transcript ?? ''}
            onChange={(event) => {
              const { transcript: _old, ...rest } = block;
              onChange(event.target.value === '' ? rest : { ...rest, transcript: event.target.value });
            }}
          />
        )}
      </Field>
    </>
  );
}
