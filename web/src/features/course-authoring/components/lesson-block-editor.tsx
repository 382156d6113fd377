import { useT } from '../../../shared/i18n';
import type { AiDraftMark } from '@pathwise/contracts';
import { Field } from '../../../shared/ui/field';
import type { BlockDraft } from '../lib/lesson-draft';
import { contentMessages } from '../messages/content.messages';
import { AiDraftMarkView } from './ai-draft-mark';
import { AudioBlockEditor } from './audio-block-editor';
import { CheckBlockEditor } from './check-block-editor';
import { ImageBlockEditor } from './image-block-editor';
import { LessonTextEditor } from './lesson-text-editor';

interface LessonBlockEditorProps {
  readonly courseId: string;
  /** The saved lesson whose live text this block is, or null: see LessonTextEditor. */
  readonly liveLessonId: string | null;
  readonly block: BlockDraft;
  /** Set when an image block's alternative text needs the author now (see ImageBlockEditor). */
  readonly altRequest?: { readonly showError: boolean } | undefined;
  readonly number: number;
  readonly isFirst: boolean;
  readonly isLast: boolean;
  readonly onChange: (block: BlockDraft) => void;
  readonly onMove: (step: -1 | 1) => void;
  readonly onRemove: () => void;
  /** The block stands as a model drafted it: its mark, sources and flagged claims. */
  readonly aiMark?: AiDraftMark | null;
  readonly onReview?: () => void;
  readonly reviewing?: boolean;
}

/** One block of a lesson (text, a video link, an attachment, an image, audio or a check question), movable and removable. */
export function LessonBlockEditor({ courseId, liveLessonId, block, altRequest, number, isFirst, isLast, onChange, onMove, onRemove, aiMark, onReview, reviewing }: LessonBlockEditorProps) {
  const t = useT(contentMessages);
  const kinds = { text: t('blockText'), video: t('blockVideo'), attachment: t('blockAttachment'), image: t('blockImage'), audio: t('blockAudio'), check: t('blockCheck') };
  const kind = kinds[block.kind];
  return (
    // The key tells where an image pasted or dropped in this block goes: right after it.
    <fieldset className="block-editor" data-block-key={block.key}>
      <legend>{t('blockNumber', { number, kind })}</legend>
      {aiMark && <AiDraftMarkView mark={aiMark} onReview={onReview} reviewing={reviewing} />}
      {block.kind === 'text' && liveLessonId && (
        // The live editor labels its own text box.
        <LessonTextEditor courseId={courseId} liveLessonId={liveLessonId} value={block.text} control={{ id: '' }} onChange={(text) => onChange({ ...block, text })} />
      )}
      {block.kind === 'text' && !liveLessonId && (
        <Field label={t('text')} hint={t('textHint')}>
          {(control) => <LessonTextEditor courseId={courseId} liveLessonId={null} value={block.text} control={control} onChange={(text) => onChange({ ...block, text })} />}
        </Field>
      )}
      {block.kind === 'video' && (
        <>
          <Field label={t('videoUrl')}>
            {(control) => <input {...control} className="input" type="url" value={block.url} onChange={(event) => onChange({ ...block, url: event.target.value })} />}
          </Field>
          <Field label={t('caption')}>
            {(control) => <input {...control} className="input" maxLength={300} value={block.caption} onChange={(event) => onChange({ ...block, caption: event.target.value })} />}
          </Field>
        </>
      )}
      {block.kind === 'attachment' && (
        <>
          <Field label={t('materialId')} hint={t('materialHint')}>
            {(control) => <input {...control} className="input" value={block.materialId} onChange={(event) => onChange({ ...block, materialId: event.target.value })} />}
          </Field>
          <Field label={t('attachmentName')}>
            {(control) => <input {...control} className="input" maxLength={200} value={block.name} onChange={(event) => onChange({ ...block, name: event.target.value })} />}
          </Field>
        </>
      )}
      {block.kind === 'image' && <ImageBlockEditor courseId={courseId} block={block} onChange={onChange} altRequest={altRequest} />}
      {block.kind === 'audio' && <AudioBlockEditor courseId={courseId} block={block} onChange={onChange} />}
      {block.kind === 'check' && <CheckBlockEditor block={block} onChange={onChange} />}
      <div className="editor-item-actions">
        <button type="button" className="button button-secondary" disabled={isFirst} onClick={() => onMove(-1)}>
          {t('moveUp')}
        </button>
        <button type="button" className="button button-secondary" disabled={isLast} onClick={() => onMove(1)}>
          {t('moveDown')}
        </button>
        <button type="button" className="button button-secondary" onClick={onRemove}>
          {t('removeBlock')}
        </button>
      </div>
    </fieldset>
  );
}
