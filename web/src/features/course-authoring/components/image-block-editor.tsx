import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import type { BlockDraft } from '../lib/lesson-draft';
import { contentMessages } from '../messages/content.messages';

type ImageDraft = Extract<BlockDraft, { kind: 'image' }>;

/** An image block: which uploaded image, the words that stand for it (required) and its caption. */
export function ImageBlockEditor({ block, onChange }: { readonly block: ImageDraft; readonly onChange: (block: ImageDraft) => void }) {
  const t = useT(contentMessages);
  // An empty description is wrong, but not while the author has yet to reach the field.
  const [altLeft, setAltLeft] = useState(false);
  return (
    <>
      <Field label={t('materialId')} hint={t('imageMaterialHint')}>
        {(control) => <input {...control} className="input" value={block.materialId} onChange={(event) => onChange({ ...block, materialId: event.target.value })} />}
      </Field>
      <Field label={t('altText')} hint={t('altTextHint')} error={altLeft && block.alt.trim() === '' ? t('altNeeded') : undefined}>
        {(control) => (
          <input {...control} className="input" required maxLength={300} value={block.alt} onBlur={() => setAltLeft(true)} onChange={(event) => onChange({ ...block, alt: event.target.value })} />
        )}
      </Field>
      <Field label={t('caption')}>
        {(control) => <input {...control} className="input" maxLength={300} value={block.caption} onChange={(event) => onChange({ ...block, caption: event.target.value })} />}
      </Field>
    </>
  );
}
