import type { Material } from '@pathwise/contracts';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { readImageFileSize, readImageSize } from '../lib/image-size';
import type { BlockDraft } from '../lib/lesson-draft';
import { contentMessages } from '../messages/content.messages';
import { MaterialPicker } from './material-picker';

type ImageDraft = Extract<BlockDraft, { kind: 'image' }>;

interface ImageBlockEditorProps {
  readonly courseId: string;
  readonly block: ImageDraft;
  readonly onChange: (block: ImageDraft) => void;
  /**
   * A new object each time the alternative text needs the author now: it is focused, and with `showError` marked
   * missing (a save without it) rather than merely awaited (an image just pasted).
   */
  readonly altRequest?: { readonly showError: boolean } | undefined;
}

/** An image block: which of the course's images, its natural size, the words that stand for it (required) and its caption. */
export function ImageBlockEditor({ courseId, block, onChange, altRequest }: ImageBlockEditorProps) {
  const t = useT(contentMessages);
  // An empty description is wrong, but not while the author has yet to reach the field.
  const [altLeft, setAltLeft] = useState(false);
  const altInput = useRef<HTMLInputElement>(null);
  // The size arrives after the choice; by then the author may have typed, so it is laid on the block as it is then.
  const latest = useRef({ block, onChange });
  useEffect(() => {
    latest.current = { block, onChange };
  });
  useEffect(() => {
    if (!altRequest) return;
    altInput.current?.focus();
  }, [altRequest]);
  const altMissing = (altLeft || altRequest?.showError === true) && block.alt.trim() === '';

  const choose = (material: Material, file?: File) => {
    const { width: _width, height: _height, ...unsized } = block;
    const chosen = { ...unsized, materialId: material.materialId };
    onChange(chosen);
    // The size may be read before React renders the choice.
    latest.current = { ...latest.current, block: chosen };
    void (file ? readImageFileSize(file) : readImageSize(material.downloadUrl)).then((size) => {
      const current = latest.current;
      if (!size || current.block.materialId !== material.materialId) return;
      current.onChange({ ...current.block, ...size });
    });
  };

  return (
    <>
      <MaterialPicker courseId={courseId} kind="image" selectedId={block.materialId} onChoose={choose} />
      {block.width !== undefined && block.height !== undefined && <p className="field-hint">{t('imageSize', { width: block.width, height: block.height })}</p>}
      <Field label={t('altText')} hint={t('altTextHint')} error={altMissing ? t('altNeeded') : undefined}>
        {(control) => (
          <input
            {...control}
            ref={altInput}
            className="input"
            required
            maxLength={300}
            value={block.alt}
            onBlur={() => setAltLeft(true)}
            onChange={(event) => onChange({ ...block, alt: event.target.value })}
          />
        )}
      </Field>
      <Field label={t('caption')}>
        {(control) => <input {...control} className="input" maxLength={300} value={block.caption} onChange={(event) => onChange({ ...block, caption: event.target.value })} />}
      </Field>
    </>
  );
}
