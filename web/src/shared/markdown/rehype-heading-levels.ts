import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

const HEADING = /^h([1-6])$/;

/**
 * Moves an author's headings under the page's own: the shallowest heading of the text becomes `top` (an `h3` under
 * a lesson's `h2` title) and the others keep their distance to it, down to `h6`. Authors may start at `#` or `##`.
 * The footnotes' own heading is left alone.
 */
export function rehypeHeadingLevels({ top }: { readonly top: number }) {
  return (tree: Root) => {
    const headings: Element[] = [];
    visit(tree, 'element', (node) => {
      if (HEADING.test(node.tagName) && !String(node.properties.id ?? '').endsWith('footnote-label')) headings.push(node);
    });
    const levels = headings.map((heading) => Number(HEADING.exec(heading.tagName)![1]));
    const shift = top - Math.min(...levels);
    headings.forEach((heading, index) => {
      heading.tagName = `h${Math.min(6, levels[index]! + shift)}`;
    });
  };
}
