import { numberFormat, pluralRules } from '../lib/intl-formatters';
import type { Language } from './languages';

export type Messages = Readonly<Record<string, string>>;

/** A language other than English: each has its own file per catalog, loaded only when that language is shown. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

/**
 * Loads one translation file. Typed loosely on purpose: the translation file names its catalog's type, so a precise
 * return type here would make the two files' types depend on each other; `defineTranslation` holds the keys instead.
 */
export type TranslationLoader = () => Promise<unknown>;

/** A feature's strings: English in the bundle (the source and the fallback), every other language as a loader. */
export type Catalog<M extends Messages> = { readonly en: M } & { readonly [L in TranslatedLanguage]: TranslationLoader };

/** The strings of one translation: exactly English's keys. */
export type Translation<M extends Messages> = { readonly [K in keyof M]: string };

/**
 * Declares a feature's messages. English is written here; each other language sits in a sibling file
 * (`messages.es.ts` beside `messages.ts`) that this catalog loads on demand: `es: () => import('./messages.es')`.
 * `{name}` placeholders are filled by `t(key, { name })`. Keep one catalog per feature, beside its components.
 */
export function defineMessages<const M extends Messages>(catalog: Catalog<M>): Catalog<M> {
  catalogsDefined.add(catalog);
  return catalog;
}

/** Every catalog of the modules evaluated so far: a superset of what the screen can show without loading more code. */
const catalogsDefined = new Set<Catalog<Messages>>();

export function definedCatalogs(): Iterable<Catalog<Messages>> {
  return catalogsDefined;
}

/**
 * Declares a catalog's strings in one language, as the default export of its sibling file:
 * `import type { forumMessages } from './messages'` and `export default defineTranslation<typeof forumMessages>({ ... })`.
 * TypeScript refuses a translation missing one of English's keys or carrying one English lacks. The type-only import
 * keeps English out of the translation's chunk.
 */
export function defineTranslation<C extends Catalog<Messages>>(messages: Translation<C['en']>): Translation<C['en']> {
  return messages;
}

/**
 * Fills `{placeholders}`; a placeholder without a value stays visible, so a forgotten one is noticed. A count chooses
 * its words with the language's plural rules, in the ICU form translators know:
 * `{count, plural, one {# lesson} other {# lessons}}`, where `#` is the count in the locale's digits and `=0 {…}`
 * matches one number exactly. Only that form is read; anything else is shown as written.
 */
export function interpolate(template: string, values: Readonly<Record<string, string | number>> = {}, locale = 'en-US'): string {
  return choosePluralForms(template, values, locale).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const PLURAL_START = /\{(\w+), plural,/;
const PLURAL_SELECTOR = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/;

function choosePluralForms(template: string, values: Readonly<Record<string, string | number>>, locale: string): string {
  const start = PLURAL_START.exec(template);
  if (!start) return template;
  const name = start[1]!;
  const forms = new Map<string, string>();
  let index = start.index + start[0].length;
  for (;;) {
    const selector = PLURAL_SELECTOR.exec(template.slice(index));
    if (!selector) break;
    index += selector[0].length;
    const formStart = index;
    for (let depth = 1; depth > 0; index++) {
      if (index >= template.length) return template;
      if (template[index] === '{') depth++;
      else if (template[index] === '}') depth--;
    }
    forms.set(selector[1]!, template.slice(formStart, index - 1));
  }
  const end = template.slice(index).search(/\S/);
  if (end < 0 || template[index + end] !== '}' || !forms.has('other')) return template;
  const chosen = name in values ? chosenForm(forms, values[name]!, locale) : forms.get('other')!.replaceAll('#', `{${name}}`);
  return template.slice(0, start.index) + chosen + choosePluralForms(template.slice(index + end + 1), values, locale);
}

function chosenForm(forms: ReadonlyMap<string, string>, value: string | number, locale: string): string {
  const count = Number(value);
  const form = forms.get(`=${count}`) ?? forms.get(Number.isNaN(count) ? 'other' : pluralRules(locale).select(count)) ?? forms.get('other')!;
  return form.replaceAll('#', typeof value === 'number' ? numberFormat(locale).format(value) : value);
}
