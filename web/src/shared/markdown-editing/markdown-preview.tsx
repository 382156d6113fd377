import { useDeferredValue } from 'react';
import { useT } from '../i18n';
import { MarkdownView } from '../markdown';
import { markdownEditingMessages } from './markdown-editing.messages';

/**
 * The text as learners will see it, drawn by the player's own renderer. Deferred, so typing stays quick in a long
 * text: React draws the preview when the keyboard leaves it time.
 */
export function MarkdownPreview({ text, idPrefix }: { readonly text: string; readonly idPrefix: string }) {
  const t = useT(markdownEditingMessages);
  const shown = useDeferredValue(text);
  return (
    <section className="markdown-preview" aria-label={t('preview')}>
      <p className="markdown-preview-title" aria-hidden="true">
        {t('preview')}
      </p>
      {shown.trim() === '' ? <p className="field-hint">{t('previewEmpty')}</p> : <MarkdownView text={shown} topHeadingLevel={3} idPrefix={idPrefix} />}
    </section>
  );
}
