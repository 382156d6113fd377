/** The languages a course is written in, and so the ones the built-in drafting reads. */
export const materialLanguages = ['en', 'es', 'fr'] as const;
export type MaterialLanguage = (typeof materialLanguages)[number];

const segmenters = new Map<MaterialLanguage, Intl.Segmenter>();

/** A paragraph's sentences, by the language's own rules (Intl's segmenter), trimmed. */
export function splitSentences(text: string, language: MaterialLanguage): string[] {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
    segmenters.set(language, segmenter);
  }
  return [...segmenter.segment(text)].map((part) => part.segment.trim()).filter((sentence) => sentence.length > 0);
}

/** Words and numbers of a text, compared without case or accents ("Éruption" and "eruption" are one word). */
export function tokens(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/\p{L}+(?:['’]\p{L}+)*|\p{N}+(?:[.,]\p{N}+)*/gu) ?? []
  );
}

const stopwords: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set(
    'a an the and or but if of to in on at by for with from as into than then that this these those it its is are was were be been being has have had do does did not no so such can could may might must will would shall should which who whom whose what when where why how there their they them he she his her we our you your i me my also very more most less about over under up down out again each other any some all both only own same too just'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las un una unos unas y o pero si de del a al en por para con sin sobre entre como que se su sus es son fue eran ser ha han lo le les este esta estos estas ese esa eso muy mas menos tambien no ya cuando donde porque cual cuales quien'.split(
      ' ',
    ),
  ),
  fr: new Set(
    "le la les l un une des du de d et ou mais si a au aux en dans par pour avec sans sur sous entre comme que qu qui se s son sa ses est sont etait etre ont a ce cet cette ces il elle ils elles on ne pas plus moins tres aussi quand ou dont leur leurs".split(
      ' ',
    ),
  ),
};

/** The words that carry meaning: no articles, pronouns or linking words of the language. */
export function contentWords(text: string, language: MaterialLanguage): string[] {
  const stop = stopwords[language];
  return tokens(text).filter((word) => !stop.has(word) && !stop.has(word.replace(/^[ld]['’]/, '')));
}

export function isStopword(word: string, language: MaterialLanguage): boolean {
  return stopwords[language].has(tokens(word)[0] ?? word.toLowerCase());
}

/** The words that only tell a singular from a plural ("volcano" and "volcanoes" are one), for matching terms. */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(?:es|s)$/u, '');
}

/** A number as the material writes it (1350, 1,350, 4.5 or 4,5), read as a value. */
export function parseNumber(written: string, language: MaterialLanguage): number {
  const decimalComma = language !== 'en';
  const digits = decimalComma ? written.replace(/\.(?=\d{3}\b)/g, '').replace(',', '.') : written.replace(/,(?=\d{3}\b)/g, '');
  return Number(digits);
}
