import 'katex/dist/katex.min.css';
import rehypeKatex from 'rehype-katex';
import type { Pluggable } from 'unified';

/**
 * TeX drawn by KaTeX, with MathML for screen readers. `trust: false` refuses `\href`, `\url`, `\htmlData` and the
 * like; a formula that does not parse shows in place as an error. A chunk of its own, with KaTeX's styles and fonts:
 * only a text with math loads it.
 */
export const rehypeMath: Pluggable = [rehypeKatex, { throwOnError: false, strict: 'ignore', trust: false, maxExpand: 1_000, maxSize: 50 }];
