import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { calloutKinds, type CalloutKind, type CalloutLabels } from './callout-labels';

const MARKER = new RegExp(`^\\[!(${calloutKinds.join('|')})\\][ \\t]*(?:\\n|$)`, 'i');

const isElement = (node: ElementContent | undefined): node is Element => node?.type === 'element';

/**
 * Turns a quote whose first line is `[!TIP]`, `[!WARNING]`, `[!EXAMPLE]` or `[!NOTE]` into a labelled `<aside>`
 * (a note, named in the reader's language). It runs after sanitising, so the label it writes is its own, never the
 * author's markup.
 */
export function rehypeCallouts(labels: CalloutLabels) {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'blockquote' || !parent || index === undefined) return;
      const first = node.children.find(isElement);
      const text = first?.tagName === 'p' ? first.children[0] : undefined;
      const marker = text?.type === 'text' ? MARKER.exec(text.value) : null;
      if (!first || !text || text.type !== 'text' || !marker) return;
      const kind = marker[1]!.toLowerCase() as CalloutKind;
      text.value = text.value.slice(marker[0].length);
      const body = first.children.length === 1 && text.value.trim() === '' ? node.children.filter((child) => child !== first) : node.children;
      const label = labels[kind];
      parent.children[index] = {
        type: 'element',
        tagName: 'aside',
        properties: { className: ['callout', `callout-${kind}`], role: 'note', ariaLabel: label },
        children: [{ type: 'element', tagName: 'p', properties: { className: ['callout-title'], ariaHidden: 'true' }, children: [{ type: 'text', value: label }] }, ...body],
      };
    });
  };
}
