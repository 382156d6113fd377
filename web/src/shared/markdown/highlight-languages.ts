import bash from 'highlight.js/lib/languages/bash';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';

/**
 * The languages code blocks are coloured in (each also by its aliases: js, ts, py, sh, ...); the courses teach these.
 * Only these are bundled (highlight.js's common set is about forty); other code blocks show uncoloured.
 */
export const highlightLanguages = { bash, javascript, json, python, sql, typescript };
