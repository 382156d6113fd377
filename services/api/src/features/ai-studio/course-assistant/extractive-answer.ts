import { contentWords, stem, type MaterialLanguage } from '../built-in/text-analysis.js';
import type { CourseSentence } from './course-passages.js';

/** The most sentences an answer quotes: enough to explain, few enough to read. */
const MAX_ANSWER_SENTENCES = 3;

/** Words that ask rather than name what is asked about ("explain", "qué significa", "qu'est-ce que"). */
const askingWords: Record<MaterialLanguage, ReadonlySet<string>> = {
  en: new Set('explain tell me mean means meaning define definition describe course lesson lessons please happen happens know need want why how what does do did is are'.split(' ')),
  es: new Set('que explica explicame explicar significa significado define definicion describe curso leccion lecciones como por favor quiero saber es son hay cual cuales pasa'.split(' ')),
  fr: new Set("est ce que explique expliquez expliquer signifie signification definir definition decrire cours lecon lecons comment pourquoi quoi quel quelle quels quelles veut dire je me moi savoir".split(' ')),
};

/** A word reduced so that "erupted", "erupting" and "eruptions" meet "eruption" (and the material's plurals their singulars). */
function looseStem(word: string): string {
  const base = stem(word);
  return base.length > 5 ? base.replace(/(?:ing|ed)$/u, '') : base;
}

/** What a question asks about: its meaningful words, without the words that only make it a question. */
export function askedWords(question: string, language: MaterialLanguage): Set<string> {
  const asking = askingWords[language];
  // French elisions ("qu'une", "l'éruption") go first, so the word behind them is judged alone.
  const unelided = question.replace(/(^|[^\p{L}])(?:qu|[ldjnsc])['’]/giu, '$1');
  return new Set(
    contentWords(unelided, language)
      .filter((word) => word.length > 1 && !asking.has(word))
      .map(looseStem),
  );
}

/**
 * How many of the asked words a sentence must hold to speak to the question: all of one or two, else half and at
 * least two. Fewer would let one shared word ("France" in "the capital of France") pass for an answer.
 */
export const wordsNeeded = (asked: number): number => (asked <= 2 ? asked : Math.max(2, Math.ceil(asked / 2)));

export interface ExtractiveAnswer {
  /** The sentences that answer, in the course's order; empty when the course does not cover the question. */
  readonly sentences: readonly CourseSentence[];
}

/**
 * Passage retrieval and an extractive answer: the course's sentences holding enough of the question's words (a
 * sentence counts its lesson's title too, so "What is a caldera?" finds the lesson "Calderas"), best first, at most
 * three, then read back in the course's order. Nothing is written that a lesson does not say.
 */
export function extractiveAnswer(question: string, sentences: readonly CourseSentence[], language: MaterialLanguage): ExtractiveAnswer {
  const asked = askedWords(question, language);
  if (asked.size === 0) return { sentences: [] };
  const needed = wordsNeeded(asked.size);
  const scored = sentences.flatMap((sentence, order) => {
    const own = new Set(contentWords(sentence.text, language).map(looseStem));
    const titled = new Set(contentWords(sentence.lessonTitle, language).map(looseStem));
    const inSentence = [...asked].filter((word) => own.has(word)).length;
    const withTitle = [...asked].filter((word) => own.has(word) || titled.has(word)).length;
    // The sentence itself must hold at least one asked word: a title alone says nothing.
    if (inSentence === 0 || withTitle < needed) return [];
    return [{ sentence, order, score: inSentence + (withTitle - inSentence) / 2 }];
  });
  const best = scored.sort((a, b) => b.score - a.score || a.order - b.order).slice(0, MAX_ANSWER_SENTENCES);
  return { sentences: best.sort((a, b) => a.order - b.order).map(({ sentence }) => sentence) };
}
