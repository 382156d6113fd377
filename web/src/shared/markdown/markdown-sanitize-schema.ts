import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

/**
 * GitHub's sanitising rules (rehype-sanitize's default), plus the classes that mark math for KaTeX. Ids are not
 * prefixed again: the only ids before sanitising are the footnotes', which remark-rehype already prefixes with
 * `user-content-` (prefixing twice would break their links). KaTeX, highlighting, heading ids and callouts run after
 * this step, so their markup is the libraries' own, never the author's.
 */
export const markdownSanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  clobber: [],
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};
