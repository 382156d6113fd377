import { useEffect, useMemo, type ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import remarkMath from 'remark-math';
import type { Pluggable } from 'unified';
import { useT } from '../i18n';
import { markdownMessages } from './markdown.messages';
import { markdownSanitizeSchema } from './markdown-sanitize-schema';
import { rehypeCallouts } from './rehype-callouts';
import { rehypeHeadingLevels } from './rehype-heading-levels';
import { rehypeHighlightCode } from './rehype-highlight-code';
import { rehypeRawAsText } from './rehype-raw-as-text';
import { remarkLessonGfm } from './remark-lesson-gfm';

export interface MarkdownViewProps {
  /** The author's Markdown. */
  readonly text: string;
  /** The level the text's shallowest heading is shown at, under the page's own headings. */
  readonly topHeadingLevel: number;
  /** Put before every id the text makes (headings, footnotes), so that several texts on one page never share one. */
  readonly idPrefix: string;
  /** Told after each render, once the text is in the page (its headings can be listed, its height is final). */
  readonly onRendered?: () => void;
}

interface LoadedMarkdownViewProps extends MarkdownViewProps {
  /** KaTeX's plugin (`rehype-math.ts`), given when the text may hold math: the lazy wrapper loads it only then. */
  readonly math?: Pluggable;
}

const isExternal = (href: string | undefined) => href !== undefined && /^(?:https?:)?\/\//i.test(href);

/**
 * Lesson text as its author wrote it in Markdown, safe to show: raw HTML is shown as text, links and images keep
 * only safe addresses (react-markdown's URL rule, then the sanitiser's), and the tree is sanitised with GitHub's rules before KaTeX,
 * highlighting, heading ids and callouts add markup of their own. Loaded lazily through `MarkdownView` (index.ts):
 * this module and its styles (linked as it loads) are a chunk of their own, and KaTeX with its styles and fonts
 * another (`rehype-math.ts`).
 */
export default function MarkdownView({ text, topHeadingLevel, idPrefix, onRendered, math }: LoadedMarkdownViewProps) {
  const t = useT(markdownMessages);
  useEffect(() => onRendered?.());
  const rehypePlugins = useMemo<ComponentProps<typeof Markdown>['rehypePlugins']>(
    () => [
      rehypeRawAsText,
      [rehypeSanitize, markdownSanitizeSchema],
      [rehypeHeadingLevels, { top: topHeadingLevel }],
      [rehypeSlug, { prefix: idPrefix }],
      [rehypeCallouts, { tip: t('tip'), warning: t('warning'), example: t('example'), note: t('note') }],
      ...(math ? [math] : []),
      rehypeHighlightCode,
    ],
    [topHeadingLevel, idPrefix, t, math],
  );
  const components = useMemo<Components>(
    () => ({
      a: ({ node: _node, href, children, ...props }) =>
        isExternal(href) ? (
          <a {...props} href={href} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        ) : (
          <a {...props} href={href}>
            {children}
          </a>
        ),
      img: ({ node: _node, alt, ...props }) => <img {...props} alt={alt ?? ''} loading="lazy" decoding="async" />,
      // Wide tables and long lines scroll on their own on a phone; a keyboard reaches them to scroll them.
      table: ({ node: _node, ...props }) => (
        <div className="markdown-scroll" role="region" aria-label={t('table')} tabIndex={0}>
          <table {...props} />
        </div>
      ),
      pre: ({ node: _node, ...props }) => <pre {...props} tabIndex={0} aria-label={t('code')} />,
    }),
    [t],
  );
  return (
    <div className="markdown">
      <Markdown
        remarkPlugins={[remarkLessonGfm, remarkMath]}
        remarkRehypeOptions={{
          clobberPrefix: `user-content-${idPrefix}`,
          footnoteLabel: t('footnotes'),
          footnoteLabelTagName: `h${topHeadingLevel}`,
          footnoteBackLabel: (referenceIndex, rereferenceIndex) =>
            // As remark-rehype's own label: the second call of one note is `1-2`.
            t('backToReference', { reference: `${referenceIndex + 1}${rereferenceIndex > 1 ? `-${rereferenceIndex}` : ''}` }),
        }}
        rehypePlugins={rehypePlugins}
        components={components}
      >
        {text}
      </Markdown>
    </div>
  );
}
