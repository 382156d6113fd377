import katexStylesheet from 'katex/dist/katex.min.css?url';
import { Suspense, useEffect, useState } from 'react';
import { lazyWhenOnline } from '../lib/load-when-online';
import { useT } from '../i18n';
import { isHydratingServerPage, KEEP_AS_DRAWN } from '../lib/server-drawn';
import { loadStylesheet } from './load-stylesheet';
// In the app's one stylesheet (1 KB gzipped): the server renders the lesson a learner opens, styled before any script.
import './markdown.css';
import './markdown-text.css';
import { markdownMessages } from './markdown.messages';
import type { MarkdownViewProps } from './markdown-view';

const PlainMarkdownView = lazyWhenOnline(() => import('./markdown-view'));

/**
 * KaTeX is most of the renderer's weight, so it is a chunk of its own, loaded with the first text holding a `$`; its
 * 28 KB of styles too. The browser draws the text once they apply; the markup links them as well, for a page the
 * server rendered to be styled before any script runs (the browser finds the sheet it loaded already).
 */
const MathMarkdownView = lazyWhenOnline(async () => {
  const [view, { rehypeMath }] = await Promise.all([import('./markdown-view'), import('./rehype-math'), loadStylesheet(katexStylesheet)]);
  const LoadedMarkdownView = view.default;
  return {
    default: (props: MarkdownViewProps) => (
      <>
        {katexStylesheet !== '' && <link rel="stylesheet" href={katexStylesheet} />}
        <LoadedMarkdownView {...props} math={rehypeMath} />
      </>
    ),
  };
});

const holdsMath = (text: string) => text.includes('$');

/**
 * Markdown shown safely (see `markdown-view.tsx`), its renderer loaded with the first text that needs it, so that
 * pages without lesson text never load it. A text in the page the server drew is kept as drawn while the page hydrates
 * (and for as long as it stays the same): parsing it again would be the longest task of a lesson's start on a phone,
 * and the renderer is not loaded for it.
 */
export function MarkdownView(props: MarkdownViewProps) {
  const [textAsDrawn] = useState(() => (isHydratingServerPage() ? props.text : null));
  const { onRendered } = props;
  const keptAsDrawn = textAsDrawn === props.text;
  useEffect(() => {
    if (keptAsDrawn) onRendered?.();
  });
  if (keptAsDrawn) {
    // The elements the renderer draws around the text (see `MathMarkdownView` and `markdown-view.tsx`), as it drew them.
    return (
      <>
        {holdsMath(props.text) && katexStylesheet !== '' && <link rel="stylesheet" href={katexStylesheet} />}
        <div className="markdown" dangerouslySetInnerHTML={KEEP_AS_DRAWN} />
      </>
    );
  }
  const LoadedMarkdownView = holdsMath(props.text) ? MathMarkdownView : PlainMarkdownView;
  return (
    <Suspense fallback={<MarkdownLoading text={props.text} />}>
      <LoadedMarkdownView {...props} />
    </Suspense>
  );
}

/** The text's paragraphs (between blank lines), as the source holds them. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

/**
 * While the renderer loads: the text's own words in plain paragraphs, set like the drawn text, so the page takes
 * about its room (nothing shifts when it arrives) and a reader can start. Screen readers are told once that the text
 * is loading, and hear the words once, drawn; the words shown meanwhile are hidden from them.
 */
function MarkdownLoading({ text }: { readonly text: string }) {
  const t = useT(markdownMessages);
  return (
    <div className="markdown markdown-loading" aria-busy="true">
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index} aria-hidden="true">
          {paragraph}
        </p>
      ))}
      {/* Last, so that the first paragraph is the block with no space above it, as when drawn. */}
      <p className="sr-only">{t('loading')}</p>
    </div>
  );
}
