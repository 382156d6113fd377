/** Markdown (lesson text) rendered safely, the renderer loaded lazily: the player and the editor's preview share it. */
export { MarkdownView } from './lazy-markdown-view';
export type { MarkdownViewProps } from './markdown-view';
