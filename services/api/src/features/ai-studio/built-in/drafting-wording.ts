import type { SourceLocation } from './source-document.js';
import type { MaterialLanguage } from './text-analysis.js';

/** The words the built-in drafting writes around the material's own, in the course's language. */
export interface DraftingWording {
  whichTerm(definition: string): string;
  fillTheBlank(sentence: string): string;
  whichNumber(sentence: string): string;
  trueOrFalse(term: string, definition: string): string;
  whichStatements(): string;
  statement(term: string, definition: string): string;
  true: string;
  false: string;
  sourceSays(quote: string, where: string): string;
  location(location: SourceLocation): string;
  keyTerms: string;
  summary: string;
  checkYourself: string;
  easierTitle(title: string): string;
  harderTitle(title: string): string;
  challengeQuestions: string;
}

export const draftingWording: Record<MaterialLanguage, DraftingWording> = {
  en: {
    whichTerm: (definition) => `Which term does the material describe as "${definition}"?`,
    fillTheBlank: (sentence) => `Fill in the blank: ${sentence}`,
    whichNumber: (sentence) => `Which number completes the sentence? ${sentence}`,
    trueOrFalse: (term, definition) => `True or false: the material describes ${term} as "${definition}".`,
    whichStatements: () => 'Which of these statements does the material make? Choose every one that applies.',
    statement: (term, definition) => `${capitalise(term)}: ${definition}`,
    true: 'True',
    false: 'False',
    sourceSays: (quote, where) => `The material says: "${quote}" (${where})`,
    location: ({ file, page, paragraph }) => (page === null ? `${file}, paragraph ${paragraph}` : `${file}, page ${page}, paragraph ${paragraph}`),
    keyTerms: 'Key terms',
    summary: 'In short',
    checkYourself: 'Check yourself',
    easierTitle: (title) => `${title} (the essentials)`,
    harderTitle: (title) => `${title} (challenge)`,
    challengeQuestions: 'Challenge questions',
  },
  es: {
    whichTerm: (definition) => `¿Qué término describe el material como «${definition}»?`,
    fillTheBlank: (sentence) => `Completa el espacio: ${sentence}`,
    whichNumber: (sentence) => `¿Qué número completa la frase? ${sentence}`,
    trueOrFalse: (term, definition) => `Verdadero o falso: el material describe ${term} como «${definition}».`,
    whichStatements: () => '¿Cuáles de estas afirmaciones hace el material? Elige todas las que correspondan.',
    statement: (term, definition) => `${capitalise(term)}: ${definition}`,
    true: 'Verdadero',
    false: 'Falso',
    sourceSays: (quote, where) => `El material dice: «${quote}» (${where})`,
    location: ({ file, page, paragraph }) => (page === null ? `${file}, párrafo ${paragraph}` : `${file}, página ${page}, párrafo ${paragraph}`),
    keyTerms: 'Términos clave',
    summary: 'En resumen',
    checkYourself: 'Comprueba lo aprendido',
    easierTitle: (title) => `${title} (lo esencial)`,
    harderTitle: (title) => `${title} (reto)`,
    challengeQuestions: 'Preguntas de reto',
  },
  fr: {
    whichTerm: (definition) => `Quel terme le support décrit-il comme « ${definition} » ?`,
    fillTheBlank: (sentence) => `Complétez le blanc : ${sentence}`,
    whichNumber: (sentence) => `Quel nombre complète la phrase ? ${sentence}`,
    trueOrFalse: (term, definition) => `Vrai ou faux : le support décrit ${term} comme « ${definition} ».`,
    whichStatements: () => 'Lesquelles de ces affirmations le support fait-il ? Choisissez toutes celles qui conviennent.',
    statement: (term, definition) => `${capitalise(term)} : ${definition}`,
    true: 'Vrai',
    false: 'Faux',
    sourceSays: (quote, where) => `Le support dit : « ${quote} » (${where})`,
    location: ({ file, page, paragraph }) =>
      page === null ? `${file}, paragraphe ${paragraph}` : `${file}, page ${page}, paragraphe ${paragraph}`,
    keyTerms: 'Termes clés',
    summary: 'En bref',
    checkYourself: 'Vérifiez vos acquis',
    easierTitle: (title) => `${title} (l’essentiel)`,
    harderTitle: (title) => `${title} (défi)`,
    challengeQuestions: 'Questions de défi',
  },
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
