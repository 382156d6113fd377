import { describe, expect, it } from 'vitest';
import { readSourceDocument } from '../built-in/source-document.js';
import { evaluateDrafting } from './drafting-evaluation.js';
import { evaluationMaterial, longMaterial } from './evaluation-material.js';

describe('the built-in drafting measured on the documents written for the project', () => {
  const material = evaluationMaterial();

  it('has a document in each course language', () => {
    expect(material.map((document) => document.language).sort()).toEqual(['en', 'es', 'fr']);
  });

  it.each(material.map((document) => [document.file, document] as const))(
    'covers every section of %s, and the document supports every answer and lesson sentence, none given twice or away',
    (_, document) => {
      const figures = evaluateDrafting(document);
      expect(figures.sections).toBeGreaterThanOrEqual(4);
      expect(figures.sectionsCovered).toBe(figures.sections);
      expect(figures.quizItems).toBeGreaterThanOrEqual(10);
      expect(figures.quizItemsSupported).toBe(figures.quizItems);
      expect(figures.lessonClaims).toBeGreaterThan(0);
      expect(figures.lessonClaimsSupported).toBe(figures.lessonClaims);
      expect(figures.duplicateItems).toBe(0);
      expect(figures.answersInQuestion).toBe(0);
    },
  );

  it('makes a long source of numbered pages, each read as a section of its own', () => {
    const long = longMaterial(12);
    expect(long.pages).toHaveLength(12);
    const document = readSourceDocument(long);
    expect(document.sections.filter((section) => section.passages.length > 0)).toHaveLength(12);
    expect(document.sections[0]!.passages[0]!.location.page).toBe(1);
  });
});
