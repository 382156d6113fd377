import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
// remark-parse declares the parser's extension lists on unified's `Data`.
import type {} from 'remark-parse';
import type { Processor } from 'unified';

/**
 * GitHub's Markdown as lessons use it: tables, task lists, footnotes and strikethrough (what remark-gfm adds), but
 * not its bare-address links (`www.x.org` becoming a link): those are found in text whatever its escapes, so lesson
 * text written before Markdown, upcast with every character escaped, would show addresses as links it never had.
 * Authors link with `<https://...>` or `[words](https://...)`.
 */
export function remarkLessonGfm(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough({ singleTilde: false }), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push(gfmFootnoteFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown());
}
