import type { ElementContent, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import { createLowlight } from 'lowlight';
import { visit } from 'unist-util-visit';
import { highlightLanguages } from './highlight-languages';

/**
 * Only the grammars of `highlightLanguages`: rehype-highlight would bring highlight.js's whole common set (some
 * 40 languages) into the chunk even when given fewer, as it imports that set for its default.
 */
const lowlight = createLowlight(highlightLanguages);

const languageOf = (className: unknown): string | null => {
  const classes = Array.isArray(className) ? className.map(String) : [];
  return classes.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? null;
};

/** Colours fenced code in a known language (`hljs-*` classes); code in another language is left as it is. */
export function rehypeHighlightCode() {
  return (tree: Root) => {
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      const language = languageOf(node.properties.className);
      if (!language || !lowlight.registered(language)) return;
      const highlighted = lowlight.highlight(language, toText(node, { whitespace: 'pre' }), { prefix: 'hljs-' });
      node.properties.className = ['hljs', ...(node.properties.className as string[])];
      node.children = highlighted.children as ElementContent[];
    });
  };
}
