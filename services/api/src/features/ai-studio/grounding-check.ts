import type { QuizItem } from '@pathwise/event-schemas';
import { draftingWording } from './built-in/drafting-wording.js';
import type { SourceQuote } from './built-in/source-statements.js';
import { contentWords, splitSentences, stem, tokens, type MaterialLanguage } from './built-in/text-analysis.js';

/** One claim of a generated text and the sentence of the material that supports it, if any does. */
export interface GroundedClaim {
  readonly claim: string;
  readonly supported: boolean;
  /** The source sentence sharing the most of the claim's words; null when none shares any. */
  readonly support: SourceQuote | null;
  /** The share of the claim's meaningful words that sentence holds, from 0 to 1. */
  readonly coverage: number;
}

/** The share of a claim's words one source sentence must hold for the claim to count as supported. */
export const SUPPORT_THRESHOLD = 0.75;
/** Fewer meaningful words than this and a sentence claims nothing (a heading, "In short"). */
const MIN_CLAIM_WORDS = 3;

/**
 * Matches each sentence of a generated text to the material sentence that supports it: most of its meaningful
 * words in one source sentence, and every number it states stated there too. What no sentence supports is flagged,
 * whoever wrote it (the built-in drafting or a model), so the editor can hold it back until a person reviews it.
 */
export function checkGrounding(text: string, sources: readonly SourceQuote[], language: MaterialLanguage): GroundedClaim[] {
  const indexed = indexSources(sources, language);
  return splitSentences(plainText(text), language)
    .filter((sentence) => contentWords(sentence, language).length >= MIN_CLAIM_WORDS)
    .map((claim) => bestSupport(claim, indexed, language));
}

/**
 * Whether a quiz item's answer is the material's: its correct answer(s) and the words of its question that the
 * material uses (question words such as "which" are the item's own) found together in one source sentence. A
 * true-or-false item's statement is the claim.
 */
export function checkItemGrounding(item: QuizItem, sources: readonly SourceQuote[], language: MaterialLanguage): GroundedClaim {
  const indexed = indexSources(sources, language);
  const vocabulary = new Set(indexed.flatMap((source) => [...source.words]));
  const scaffolding = questionScaffolding(language);
  const answers =
    item.kind === 'numeric'
      ? [String(item.answerKey.numeric?.value ?? '')]
      : item.kind === 'short_answer'
        ? item.answerKey.acceptedAnswers.slice(0, 1)
        : item.kind === 'true_false'
          ? []
          : item.options.filter((option) => item.answerKey.correctOptionIds.includes(option.optionId)).map((option) => option.text);
  if (item.kind === 'multiple_choice') {
    // Each correct statement on its own must be the material's.
    const claims = answers.map((answer) => bestSupport(answer, indexed, language));
    const weakest = claims.sort((a, b) => a.coverage - b.coverage)[0];
    return weakest ?? { claim: item.prompt, supported: false, support: null, coverage: 0 };
  }
  const questionWords = contentWords(item.prompt, language)
    .map(stem)
    .filter((word) => vocabulary.has(word) && !scaffolding.has(word));
  const grounded = bestSupport([...questionWords, ...answers].join(' '), indexed, language, { shownAs: item.prompt, required: answers.join(' ') });
  if (item.kind === 'true_false' && !statesTrue(item)) {
    // A false statement is no sentence of the material, but one sentence must speak to it for "false" to be the
    // material's answer: half its words, and every number it names.
    return { ...grounded, supported: grounded.coverage >= FALSE_STATEMENT_THRESHOLD && grounded.support !== null };
  }
  return grounded;
}

/** The share of a false statement's words that the sentence it misstates must hold. */
const FALSE_STATEMENT_THRESHOLD = 0.5;

/** Whether the item's correct option is "True" (in any of the course languages). */
function statesTrue(item: QuizItem): boolean {
  const correct = item.options.find((option) => item.answerKey.correctOptionIds.includes(option.optionId));
  return correct !== undefined && trueWords.has(correct.text.trim().toLowerCase());
}

const trueWords: ReadonlySet<string> = new Set(Object.values(draftingWording).map((wording) => wording.true.toLowerCase()));

const scaffoldingWords = new Map<MaterialLanguage, ReadonlySet<string>>();

/** The words the drafting itself puts around the material's ("fill", "blank", "material"): no claim of the source. */
function questionScaffolding(language: MaterialLanguage): ReadonlySet<string> {
  let words = scaffoldingWords.get(language);
  if (!words) {
    const wording = draftingWording[language];
    const texts = [
      wording.whichTerm(''),
      wording.fillTheBlank(''),
      wording.whichNumber(''),
      wording.trueOrFalse('', ''),
      wording.whichStatements(),
      wording.sourceSays('', ''),
    ];
    words = new Set(texts.flatMap((text) => contentWords(text, language).map(stem)));
    scaffoldingWords.set(language, words);
  }
  return words;
}

interface IndexedSource {
  readonly quote: SourceQuote;
  readonly words: ReadonlySet<string>;
  readonly numbers: ReadonlySet<string>;
}

function indexSources(sources: readonly SourceQuote[], language: MaterialLanguage): IndexedSource[] {
  return sources.map((quote) => ({
    quote,
    words: new Set(contentWords(quote.text, language).map(stem)),
    numbers: new Set(numbersIn(quote.text)),
  }));
}

/**
 * The source sentence holding most of a claim's words (and all of its `required` ones: an item's answer must be
 * there whole, not most of it).
 */
function bestSupport(
  claim: string,
  sources: readonly IndexedSource[],
  language: MaterialLanguage,
  options: { readonly shownAs?: string; readonly required?: string } = {},
): GroundedClaim {
  const shownAs = options.shownAs ?? claim;
  const words = [...new Set(contentWords(claim, language).map(stem))];
  const required = contentWords(options.required ?? '', language).map(stem);
  const numbers = numbersIn(claim);
  let best: { source: IndexedSource; coverage: number } | null = null;
  for (const source of sources) {
    if (!required.every((word) => source.words.has(word))) continue;
    const held = words.filter((word) => source.words.has(word)).length;
    const coverage = words.length === 0 ? 0 : held / words.length;
    if (coverage > (best?.coverage ?? 0)) best = { source, coverage };
  }
  if (!best) return { claim: shownAs, supported: false, support: null, coverage: 0 };
  const numbersStated = numbers.every((number) => best.source.numbers.has(number));
  return { claim: shownAs, supported: best.coverage >= SUPPORT_THRESHOLD && numbersStated, support: best.source.quote, coverage: best.coverage };
}

function numbersIn(text: string): string[] {
  return tokens(text).filter((token) => /^\p{N}/u.test(token)).map((number) => number.replace(/,(?=\d{3}\b)/g, ''));
}

/** Markdown's markup is not part of what a sentence claims. */
function plainText(markdown: string): string {
  return markdown
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+[.)])\s*/gm, '')
    .replace(/\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/g, '')
    .replace(/[*_`]+/g, '')
    .replace(/\n{2,}/g, '\n')
    .split('\n')
    .map((line) => (/[.!?:]$/.test(line.trim()) || line.trim() === '' ? line : `${line}.`))
    .join('\n');
}
