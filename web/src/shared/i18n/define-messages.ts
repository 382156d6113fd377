import type { Language } from './languages';

type Messages = Record<string, string>;

/** A feature's strings in every language; TypeScript refuses a Spanish or French catalog missing a key or with extra ones. */
export type Catalog<M extends Messages> = { readonly en: M } & { readonly [L in Exclude<Language, 'en'>]: { readonly [K in keyof M]: string } };

/**
 * Declares a feature's messages. English is the source; `{name}` placeholders are filled by `t(key, { name })`.
 * Keep one catalog per feature, beside its components, so that features translate themselves.
 */
export function defineMessages<const M extends Messages>(catalog: Catalog<M>): Catalog<M> {
  return catalog;
}

/** Fills `{placeholders}`; a placeholder without a value stays visible, so a forgotten one is noticed. */
export function interpolate(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
