import { describe, expect, it } from 'vitest';
import { languages, type Catalog, type Messages } from '../shared/i18n';

// Every catalog of the app, as the build sees them: a translation wired to the wrong file fails here, not in a browser.
const catalogFiles = import.meta.glob<Record<string, unknown>>('../**/*.messages.ts', { eager: true });
const plainCatalogFiles = import.meta.glob<Record<string, unknown>>('../**/messages.ts', { eager: true });

const catalogs = Object.entries({ ...catalogFiles, ...plainCatalogFiles }).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([, value]) => typeof value === 'object' && value !== null && 'en' in value)
    .map(([name, value]) => ({ name: `${file} ${name}`, catalog: value as Catalog<Messages> })),
);

describe('message catalogs', () => {
  it('are found, exactly one per message file', () => {
    expect(catalogs).toHaveLength(Object.keys(catalogFiles).length + Object.keys(plainCatalogFiles).length);
  });

  it.each(catalogs)('$name loads each translation from its own file, with exactly English’s keys', async ({ catalog }) => {
    for (const language of languages.filter((language) => language !== 'en')) {
      const loaded = (await catalog[language]()) as { default: Messages };
      expect(Object.keys(loaded.default)).toEqual(Object.keys(catalog.en));
    }
  });
});
