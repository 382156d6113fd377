import { readdirSync, readFileSync } from 'node:fs';
import type { MaterialText } from '../built-in/source-document.js';
import { materialLanguages, type MaterialLanguage } from '../built-in/text-analysis.js';

const materialFolder = new URL('../testing/material/', import.meta.url);

/**
 * The source documents written for the project that the drafting is measured on: one per course language, each
 * with headings, definitions and numbers. A file's language is its name's second-to-last part (`.es.md`), English
 * when it has none.
 */
export function evaluationMaterial(): MaterialText[] {
  return readdirSync(materialFolder)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => ({ file, language: languageOf(file), pages: [readFileSync(new URL(file, materialFolder), 'utf8')] }));
}

function languageOf(file: string): MaterialLanguage {
  const suffix = file.split('.').at(-2);
  return materialLanguages.find((language) => language === suffix) ?? 'en';
}

/**
 * A long source of `pages` pages for timing a whole course's drafting: the shipped documents' sections in turn,
 * each page headed as a part of its own, so the outline grows with the page count as a real book's would.
 */
export function longMaterial(pages: number): MaterialText {
  const english = evaluationMaterial().filter((material) => material.language === 'en');
  const sections = english.flatMap((material) => material.pages.join('\n\n').split(/^## /m).slice(1));
  return {
    file: `long-source-${pages}-pages.pdf`,
    language: 'en',
    pages: Array.from({ length: pages }, (_, page) => `## ${page + 1}. ${sections[page % sections.length]!.trim()}`),
  };
}
