import { definedCatalogs, type Catalog, type Messages, type TranslatedLanguage } from './define-messages';
import { logger } from '../lib/logger';
import type { Language } from './languages';

/** A translation being loaded, shaped as React's `use` reads a settled promise without suspending again. */
type TrackedLoad<M> = Promise<M> & { status?: 'fulfilled'; value?: M };

const loads = new WeakMap<Catalog<Messages>, Map<TranslatedLanguage, TrackedLoad<Messages>>>();

const isMessages = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && Object.values(value).every((text) => typeof text === 'string');

/** English's keys, each from the translation when it has it: a partly broken file still shows every string. */
function overEnglish<M extends Messages>(english: M, module: unknown): M {
  const translation = typeof module === 'object' && module !== null ? (module as { default?: unknown }).default : undefined;
  if (!isMessages(translation)) throw new Error('A translation file must export its messages as default');
  return { ...english, ...translation };
}

/**
 * The catalog's strings in `language`, loaded once per catalog and language. A translation that fails to load is
 * answered by English, so a missing chunk costs the visitor a language, never the page.
 */
export function loadMessages<M extends Messages>(catalog: Catalog<M>, language: Language): TrackedLoad<M> {
  if (language === 'en') return settled(catalog.en);
  let byLanguage = loads.get(catalog);
  if (!byLanguage) loads.set(catalog, (byLanguage = new Map()));
  const known = byLanguage.get(language);
  if (known) return known as TrackedLoad<M>;
  const load: TrackedLoad<M> = catalog[language]()
    .then((module) => overEnglish(catalog.en, module))
    .catch((error: unknown) => {
      logger.warn(`The ${language} messages did not load; showing English`, error);
      return catalog.en;
    })
    .then((messages) => Object.assign(load, { status: 'fulfilled' as const, value: messages }).value);
  byLanguage.set(language, load);
  return load;
}

/**
 * Loads `language` for every catalog of the code loaded so far, so that a render in it suspends nowhere: hydration
 * draws the server's words at once, and a switch redraws the screen in the new words rather than a loading one.
 * Settles when all have loaded (or fallen back to English).
 */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...definedCatalogs()].map((catalog) => loadMessages(catalog, language)));
}

function settled<M>(messages: M): TrackedLoad<M> {
  return Object.assign(Promise.resolve(messages), { status: 'fulfilled' as const, value: messages });
}

/** The strings in `language` if they have loaded, else English: for code outside React that cannot wait. */
export function loadedMessagesOrEnglish<M extends Messages>(catalog: Catalog<M>, language: Language): M {
  return loadMessages(catalog, language).value ?? catalog.en;
}
