import { lazy, Suspense } from 'react';
import { useT } from '../i18n';
import { markdownMessages } from './markdown.messages';
import type { MarkdownViewProps } from './markdown-view';

const PlainMarkdownView = lazy(() => import('./markdown-view'));

/** KaTeX is most of the renderer's weight, so it is a chunk of its own, loaded with the first text holding a `$`. */
const MathMarkdownView = lazy(async () => {
  const [view, { rehypeMath }] = await Promise.all([import('./markdown-view'), import('./rehype-math')]);
  const LoadedMarkdownView = view.default;
  return { default: (props: MarkdownViewProps) => <LoadedMarkdownView {...props} math={rehypeMath} /> };
});

/**
 * Markdown shown safely (see `markdown-view.tsx`), its renderer loaded with the first text that needs it, so that
 * pages without lesson text never load it.
 */
export function MarkdownView(props: MarkdownViewProps) {
  const LoadedMarkdownView = props.text.includes('$') ? MathMarkdownView : PlainMarkdownView;
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
