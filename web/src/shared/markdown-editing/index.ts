/** Writing Markdown in a textarea: the formatting toolbar, its shortcuts, and the live preview beside it. */
export { MarkdownToolbar } from './markdown-toolbar';
export { MarkdownPreview } from './markdown-preview';
export { useMarkdownFormatting } from './use-markdown-formatting';
export type { TextSelection } from './markdown-formats';
