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

/** Fills `{placeholders}`; a placeholder without a value stays visible, so a forgotten one is noticed. */
export function interpolate(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
