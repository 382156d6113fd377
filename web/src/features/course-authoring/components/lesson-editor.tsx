import type { Lesson } from '@pathwise/contracts';
import { useCallback, useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { useAddLesson } from '../api/add-lesson';
import { useEditLesson } from '../api/edit-lesson';
import { useReviewAiDraft } from '../api/review-ai-draft';
import { useEditedCourse } from '../lib/editor-context';
import { draftFromLesson, lessonFields, lessonFromDraft, moveBlock, newBlock, type BlockDraft, type LessonDraft, type LessonField } from '../lib/lesson-draft';
import { useWriteForm } from '../lib/use-write-form';
import { contentMessages } from '../messages/content.messages';
import { AiDraftPanel } from './ai-draft-panel';
import { LessonBlockEditor } from './lesson-block-editor';
import { SkillPicker } from './skill-picker';
import { useLessonImageDrop, type ImageDropStatus } from './use-lesson-image-drop';
import { WriteFeedback } from './write-feedback';

interface LessonEditorProps {
  readonly moduleId: string;
  /** The lesson being changed, or null for a new one. */
  readonly lesson: Lesson | null;
  readonly onClose: () => void;
  /** A new lesson was saved: the module shows it in its place, open, from now on. */
  readonly onAdded?: (id: string) => void;
}

/** A lesson's title, minutes, skills and blocks; saved whole, against the version the editor loaded. */
export function LessonEditor({ moduleId, lesson, onClose, onAdded }: LessonEditorProps) {
  const t = useT(contentMessages);
  const course = useEditedCourse();
  const add = useAddLesson();
  const edit = useEditLesson();
  const form = useWriteForm(lessonFields);
  const [lessonId, setLessonId] = useState<string | null>(lesson?.lessonId ?? null);
  const [draft, setDraft] = useState<LessonDraft>(() => draftFromLesson(lesson));
  const pending = add.isPending || edit.isPending;
  // A saved lesson's first text block is its live, co-edited text (LessonTextEditor); the rest are plain. Fixed at
  // opening, so moving blocks around does not hand the live text to another block.
  const [liveKey] = useState(() => (lesson ? draft.blocks.find((block) => block.kind === 'text')?.key : undefined));
  const review = useReviewAiDraft();
  // Which saved block each block of the form is, so an AI mark (kept by its place in the saved lesson) follows its
  // block as blocks move; a block typed in since its save has lost its mark, as the next save will confirm.
  const [savedPlace, setSavedPlace] = useState<ReadonlyMap<string, number>>(() => placesOf(draft.blocks));
  const [editedKeys, setEditedKeys] = useState<ReadonlySet<string>>(() => new Set());
  const [unsaved, setUnsaved] = useState(false);
  // The course version that will hold the drafted blocks just accepted: once loaded, they join the form.
  const [draftedAt, setDraftedAt] = useState<number | null>(null);
  const marks = course.aiDrafts.filter((mark) => mark.target.kind === 'lesson' && mark.target.lessonId === lessonId);

  if (draftedAt !== null && course.version >= draftedAt && lesson) {
    // Adjusted while rendering, as React advises for state that follows a prop. The form had nothing unsaved, so the
    // saved lesson is the form's blocks and then the drafted ones.
    setDraftedAt(null);
    const blocks = [...draft.blocks, ...draftFromLesson(lesson).blocks.slice(draft.blocks.length)];
    setDraft({ ...draft, blocks });
    setSavedPlace(placesOf(blocks));
  }

  const change = (patch: Partial<LessonDraft>, field: LessonField) => {
    setDraft((current) => ({ ...current, ...patch }));
    setUnsaved(true);
    form.edited(field);
  };
  const changeBlock = (block: BlockDraft, next: BlockDraft) => {
    if (JSON.stringify(next) === JSON.stringify(block)) return;
    setEditedKeys((current) => new Set([...current, block.key]));
    setBlocks(draft.blocks.map((other) => (other.key === block.key ? next : other)));
  };
  const markOf = (block: BlockDraft) => {
    const place = savedPlace.get(block.key);
    return editedKeys.has(block.key) || place === undefined ? null : (marks.find((mark) => mark.index === place) ?? null);
  };
  const saved = (blocks: readonly BlockDraft[]) => () => {
    setSavedPlace(placesOf(blocks));
    setEditedKeys(new Set());
    setUnsaved(false);
  };
  const setBlocks = (blocks: BlockDraft[]) => change({ blocks }, 'blocks');
  // Which image block's alternative text needs the author now; a new object each time, so asking again refocuses.
  const [altRequest, setAltRequest] = useState<{ key: string; request: { showError: boolean } } | null>(null);
  const markEdited = form.edited;
  const insertImageAfter = useCallback(
    (afterKey: string | null, block: BlockDraft) => {
      // Functional: the upload finished after renders the author's typing caused, and must not undo them.
      setDraft((current) => {
        const index = current.blocks.findIndex((other) => other.key === afterKey);
        const at = index === -1 ? current.blocks.length : index + 1;
        return { ...current, blocks: [...current.blocks.slice(0, at), block, ...current.blocks.slice(at)] };
      });
      markEdited('blocks');
      setUnsaved(true);
      setAltRequest({ key: block.key, request: { showError: false } });
    },
    [markEdited],
  );
  const imageDrop = useLessonImageDrop(course.courseId, insertImageAfter);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    // The server refuses an image without alternative text too, but only the block's own field can say which image.
    const undescribed = draft.blocks.find((block) => block.kind === 'image' && block.alt.trim() === '');
    if (undescribed) {
      setAltRequest({ key: undescribed.key, request: { showError: true } });
      return;
    }
    form.start();
    const body = { courseId: course.courseId, expectedVersion: course.version, ...lessonFromDraft(draft) };
    if (lessonId) {
      edit.mutate({ ...body, lessonId }, form.outcome(saved(draft.blocks)));
      return;
    }
    const newId = crypto.randomUUID();
    // Once added, the next save edits the lesson rather than adding a second one.
    add.mutate({ ...body, moduleId, lessonId: newId }, form.outcome(() => {
      saved(draft.blocks)();
      setLessonId(newId);
      onAdded?.(newId);
    }));
  };

  return (
    <form className="form editor-subform" noValidate onSubmit={submit} aria-busy={pending} aria-label={draft.title || t('addLesson')}>
      <div className="form-row">
        <Field label={t('lessonTitle')} error={form.errors.fieldErrors.title}>
          {(control) => <input {...control} ref={form.errors.register('title')} className="input" maxLength={120} value={draft.title} onChange={(event) => change({ title: event.target.value }, 'title')} />}
        </Field>
        <Field label={t('minutes')} error={form.errors.fieldErrors.estimatedMinutes}>
          {(control) => <input {...control} ref={form.errors.register('estimatedMinutes')} className="input" type="number" min={1} max={600} value={draft.estimatedMinutes} onChange={(event) => change({ estimatedMinutes: event.target.value }, 'estimatedMinutes')} />}
        </Field>
      </div>
      <SkillPicker legend={t('lessonSkills')} skills={course.skills} selected={draft.skillIds} onChange={(skillIds) => change({ skillIds }, 'skillIds')} emptyText={t('noSkills')} />
      {form.errors.fieldErrors.skillIds && <p className="field-error">{form.errors.fieldErrors.skillIds}</p>}
      <div className="editor-blocks" role="group" aria-label={t('blocks')} {...imageDrop.handlers}>
        <p className="field-hint">{t('dropImageHint')}</p>
        <ImageDropStatusLine status={imageDrop.status} />
        {draft.blocks.length === 0 && <p className="field-hint">{t('noBlocks')}</p>}
        {draft.blocks.map((block, index) => (
          <LessonBlockEditor
            key={block.key}
            courseId={course.courseId}
            liveLessonId={lesson && block.key === liveKey ? lesson.lessonId : null}
            block={block}
            altRequest={altRequest?.key === block.key ? altRequest.request : undefined}
            number={index + 1}
            isFirst={index === 0}
            isLast={index === draft.blocks.length - 1}
            aiMark={markOf(block)}
            onReview={() => {
              const mark = markOf(block);
              if (mark && lessonId) review.mutate({ courseId: course.courseId, target: { kind: 'lesson', lessonId }, index: mark.index, expectedVersion: course.version });
            }}
            reviewing={review.isPending}
            onChange={(next) => changeBlock(block, next)}
            onMove={(step) => setBlocks(moveBlock(draft.blocks, index, step))}
            onRemove={() => setBlocks(draft.blocks.filter((other) => other.key !== block.key))}
          />
        ))}
        {form.errors.fieldErrors.blocks && <p className="field-error">{form.errors.fieldErrors.blocks}</p>}
        <div className="editor-item-actions">
          <button type="button" className="button button-secondary" onClick={() => setBlocks([...draft.blocks, newBlock('text')])}>
            {t('addText')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setBlocks([...draft.blocks, newBlock('video')])}>
            {t('addVideo')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setBlocks([...draft.blocks, newBlock('attachment')])}>
            {t('addAttachment')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setBlocks([...draft.blocks, newBlock('image')])}>
            {t('addImage')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setBlocks([...draft.blocks, newBlock('audio')])}>
            {t('addAudio')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setBlocks([...draft.blocks, newBlock('check')])}>
            {t('addCheck')}
          </button>
        </div>
      </div>
      {lesson && <AiDraftPanel lesson={lesson} unsaved={unsaved} onLessonDrafted={setDraftedAt} />}
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={pending}>
          {t('saveLesson')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
      <WriteFeedback status={form.status} formError={form.errors.formError} />
    </form>
  );
}

const placesOf = (blocks: readonly BlockDraft[]): ReadonlyMap<string, number> => new Map(blocks.map((block, index) => [block.key, index]));

/** Where an image pasted or dropped on the lesson stands: announced politely while it goes, at once when it fails. */
function ImageDropStatusLine({ status }: { readonly status: ImageDropStatus }) {
  const t = useT(contentMessages);
  if (status.state === 'failed') {
    return (
      <p className="field-error" role="alert">
        {status.message}
      </p>
    );
  }
  return (
    <p className="sr-only" role="status">
      {status.state === 'sending' ? t('uploadingFile', { name: status.name }) : status.state === 'added' ? t('imageAdded', { name: status.name }) : ''}
    </p>
  );
}
