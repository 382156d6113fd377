import type { Language } from '@pathwise/event-schemas';

export type TranslatedLanguage = Exclude<Language, 'en'>;

/**
 * One text the server writes, in every language: the English as the code writes it, with `{name}` where a value
 * goes (an id, a title), and the same places in the translations.
 */
export interface Wording {
  readonly en: string;
  readonly es: string;
  readonly fr: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English template as a pattern that finds its values again in a text written from it. */
function patternOf(template: string): RegExp {
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+?)` : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`, 's');
}

/**
 * Translates texts the code wrote in English, by their wordings: a text matching an English template is written
 * again in the translation with the same values. A text no wording matches is given back as it is (in English).
 */
export function translator(wordings: readonly Wording[]) {
  const compiled = wordings.map((wording) => ({ wording, pattern: patternOf(wording.en) }));
  return (text: string, language: Language): string => {
    if (language === 'en') return text;
    for (const { wording, pattern } of compiled) {
      const match = pattern.exec(text);
      if (!match) continue;
      const values = match.groups ?? {};
      return wording[language].replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
    }
    return text;
  };
}
