import rehypeKatex from 'rehype-katex';
import type { Pluggable } from 'unified';

/**
 * TeX drawn by KaTeX, with MathML for screen readers. `trust: false` refuses `\href`, `\url`, `\htmlData` and the
 * like; a formula that does not parse shows in place as an error. A chunk of its own, its styles (and through them
 * KaTeX's fonts) linked with it by the lazy view: only a text with math loads them.
 */
export const rehypeMath: Pluggable = [rehypeKatex, { throwOnError: false, strict: 'ignore', trust: false, maxExpand: 1_000, maxSize: 50 }];
