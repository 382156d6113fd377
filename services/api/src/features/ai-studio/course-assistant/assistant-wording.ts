import type { Language } from '@pathwise/event-schemas';

/** What the assistant says when no lesson supports an answer: it never guesses, in the reader's language. */
export const notCoveredAnswer: Readonly<Record<Language, string>> = {
  en: 'This course does not cover that. Try a question about a topic of its lessons.',
  es: 'Este curso no trata ese tema. Prueba con una pregunta sobre un tema de sus lecciones.',
  fr: 'Ce cours ne traite pas de ce sujet. Essayez une question sur un thème de ses leçons.',
};
