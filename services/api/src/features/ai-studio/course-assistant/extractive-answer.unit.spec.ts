import { describe, expect, it } from 'vitest';
import { askedWords, wordsNeeded } from './extractive-answer.js';

describe('what a question asks about', () => {
  it('keeps the words that name the subject, in each language, without the words that only ask', () => {
    expect([...askedWords('What is a caldera? Explain it, please.', 'en')]).toEqual(['caldera']);
    expect([...askedWords('¿Qué significa la viscosidad del magma?', 'es')]).toEqual(['viscosidad', 'magma']);
    expect([...askedWords("Qu'est-ce qu'une caldeira ?", 'fr')]).toEqual(['caldeira']);
    expect([...askedWords("Pourquoi l'éruption ?", 'fr')]).toEqual(['eruption']);
    expect([...askedWords('Why do volcanoes erupted?', 'en')]).toEqual(['volcano', 'erupt']);
  });

  it('needs every asked word of one or two, else half and at least two: one shared word is no answer', () => {
    expect([1, 2, 3, 4, 5, 6].map(wordsNeeded)).toEqual([1, 2, 2, 2, 3, 3]);
  });
});
