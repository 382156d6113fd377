import { lazy, Suspense } from 'react';
import { useT } from '../i18n';
import { markdownMessages } from './markdown.messages';
import type { MarkdownViewProps } from './markdown-view';

const LoadedMarkdownView = lazy(() => import('./markdown-view'));

/**
 * Markdown shown safely (see `markdown-view.tsx`), its renderer loaded with the first text that needs it, so that
 * pages without lesson text never load it.
 */
export function MarkdownView(props: MarkdownViewProps) {
  return (
    <Suspense fallback={<MarkdownLoading />}>
      <LoadedMarkdownView {...props} />
    </Suspense>
  );
}

function MarkdownLoading() {
  const t = useT(markdownMessages);
  return (
    <div className="markdown" aria-busy="true">
      <p className="sr-only">{t('loading')}</p>
    </div>
  );
}
