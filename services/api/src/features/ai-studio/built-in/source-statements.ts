import type { SourceDocument, SourceLocation } from './source-document.js';
import { isStopword, parseNumber, type MaterialLanguage } from './text-analysis.js';

/** One sentence of the material as it stands, with where it stands: what every drafted block quotes. */
export interface SourceQuote {
  readonly text: string;
  readonly location: SourceLocation;
  /** The section of the document it is under (its index in `sections`). */
  readonly section: number;
}

/** "A caldera is a large basin…": the term, what the material says it is, and the sentence that says so. */
export interface Definition {
  readonly term: string;
  readonly definition: string;
  readonly quote: SourceQuote;
}

/** A sentence that states a number, with the number as written, its value and the unit written after it. */
export interface NumberStatement {
  readonly written: string;
  readonly value: number;
  readonly unit: string;
  /** The sentence with the number replaced by a blank. */
  readonly blanked: string;
  readonly quote: SourceQuote;
}

export interface SourceStatements {
  readonly definitions: readonly Definition[];
  readonly numbers: readonly NumberStatement[];
  readonly quotes: readonly SourceQuote[];
}

export const BLANK = '_____';

const definitionPatterns: Record<MaterialLanguage, RegExp> = {
  en: /^(?:(?:a|an|the)\s+)?([\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*){0,3})\s+(?:is|are|refers to|means)\s+(.+?)\.?$/iu,
  es: /^(?:(?:el|la|los|las|un|una)\s+)?([\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*){0,3})\s+(?:es|son|se refiere a|significa)\s+(.+?)\.?$/iu,
  fr: /^(?:(?:le|la|les|un|une)\s+|l['’])?([\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*){0,3})\s+(?:est|sont|désigne|signifie)\s+(.+?)\.?$/iu,
};

/** Where a definition stops and the sentence goes on to say something else about the term. */
const clauseEnds: Record<MaterialLanguage, RegExp> = {
  en: /,\s+(?:and|so|but|which|while)\s+|;\s+/i,
  es: /,\s+(?:y|así que|pero|que|mientras)\s+|;\s+/i,
  fr: /,\s+(?:et|donc|mais|qui|alors que)\s+|;\s+/i,
};

const NUMBER = /(?<![\p{L}\p{N}.,])\p{N}+(?:[.,]\p{N}+)*(?![\p{L}\p{N}])/gu;

/** The statements of a document the built-in drafting builds on: its definitions and its numbers, each quoted. */
export function sourceStatements(document: SourceDocument): SourceStatements {
  const quotes: SourceQuote[] = document.sections.flatMap((section, index) =>
    section.passages.flatMap((passage) => passage.sentences.map((text) => ({ text, location: passage.location, section: index }))),
  );
  const definitions = quotes.flatMap((quote) => definitionIn(quote, document.language) ?? []);
  const numbers = quotes.flatMap((quote) => numberIn(quote, document.language) ?? []);
  return { definitions, numbers, quotes };
}

function definitionIn(quote: SourceQuote, language: MaterialLanguage): Definition | null {
  const match = definitionPatterns[language].exec(quote.text);
  if (!match) return null;
  const term = match[1]!.trim();
  // A term is a name, not a clause: "Mauna Loa in Hawaii" or "Most volcanoes" name no term.
  if (term.split(/\s+/).some((word) => isStopword(word, language)) || isQuantifier(term, language)) return null;
  const definition = match[2]!.split(clauseEnds[language])[0]!.trim().replace(/[.,;:]$/, '');
  // "is a broad volcano…" defines; "is rich in minerals" describes, unless it says enough to pin the term down.
  if (!startsWithArticle(definition, language) && definition.split(/\s+/).length < 4) return null;
  return { term: lowerFirstUnlessName(term), definition, quote };
}

/** "Magma" opens a sentence with a capital it does not have elsewhere; "Volcanic Explosivity Index" keeps its capitals. */
function lowerFirstUnlessName(term: string): string {
  const words = term.split(/\s+/);
  const named = words.length > 1 && words.every((word) => /^\p{Lu}/u.test(word));
  return named ? term : term.charAt(0).toLowerCase() + term.slice(1);
}

const articles: Record<MaterialLanguage, RegExp> = {
  en: /^(?:a|an|the)\s/i,
  es: /^(?:el|la|los|las|un|una)\s/i,
  fr: /^(?:le|la|les|un|une|des)\s|^l['’]/i,
};

function startsWithArticle(text: string, language: MaterialLanguage): boolean {
  return articles[language].test(text);
}

const quantifiers: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set(['most', 'many', 'some', 'few', 'several', 'each', 'every', 'one', 'none']),
  es: new Set(['mayoría', 'muchos', 'muchas', 'algunos', 'algunas', 'cada', 'uno', 'una']),
  fr: new Set(['plupart', 'beaucoup', 'certains', 'certaines', 'chaque', 'un', 'une']),
};

function isQuantifier(term: string, language: MaterialLanguage): boolean {
  return quantifiers[language].has(term.split(/\s+/)[0]!.toLowerCase());
}

function numberIn(quote: SourceQuote, language: MaterialLanguage): NumberStatement | null {
  const found = [...quote.text.matchAll(NUMBER)].map((match) => ({
    written: match[0],
    index: match.index,
    unit: unitAfter(quote.text.slice(match.index + match[0].length), language),
  }));
  if (found.length === 0) return null;
  // The number that has a unit says the most; among equals, the last (the one a sentence builds up to).
  const chosen = [...found].reverse().find((number) => number.unit !== '') ?? found.at(-1)!;
  // The answer must not be left in its own question.
  if (found.filter((number) => number.written === chosen.written).length > 1) return null;
  const blanked = `${quote.text.slice(0, chosen.index)}${BLANK}${quote.text.slice(chosen.index + chosen.written.length)}`;
  return { written: chosen.written, value: parseNumber(chosen.written, language), unit: chosen.unit, blanked, quote };
}

/** The words right after a number that name what it counts ("degrees Celsius", "metres"), up to two of them. */
function unitAfter(rest: string, language: MaterialLanguage): string {
  const words = /^\s+([\p{L}%°]+)(?:\s+([\p{L}]+))?/u.exec(rest);
  if (!words || isStopword(words[1]!, language)) return '';
  const second = words[2];
  const secondBelongs = second !== undefined && /^\p{Lu}/u.test(second);
  return secondBelongs ? `${words[1]} ${second}` : words[1]!;
}
