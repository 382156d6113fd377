import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Authors' HTML as the text they typed: `<b>` shows as `<b>`, never as bold and never run. Runs before sanitising,
 * which would otherwise drop it silently.
 */
export function rehypeRawAsText() {
  return (tree: Root) => {
    visit(tree, 'raw', (node, index, parent) => {
      if (parent && index !== undefined) parent.children[index] = { type: 'text', value: node.value };
    });
  };
}
