import { describe, expect, it } from 'vitest';
import { defineMessages, defineTranslation, interpolate } from './define-messages';

describe('messages', () => {
  it('fill placeholders and leave unknown ones visible', () => {
    expect(interpolate('Hello {name}, {count} new', { name: 'Ada', count: 3 })).toBe('Hello Ada, 3 new');
    expect(interpolate('Hello {name}')).toBe('Hello {name}');
  });

  it('keep English in the catalog and every other language behind a loader', async () => {
    const catalog = defineMessages({
      en: { greeting: 'Hello' },
      es: () => Promise.resolve({ default: { greeting: 'Hola' } }),
      fr: () => Promise.resolve({ default: { greeting: 'Bonjour' } }),
    });
    expect(catalog.en.greeting).toBe('Hello');
    await expect(catalog.fr()).resolves.toEqual({ default: { greeting: 'Bonjour' } });
  });

  it('refuse, at compile time, a translation missing a key or carrying an extra one', () => {
    const farewellMessages = defineMessages({
      en: { greeting: 'Hello', farewell: 'Bye' },
      es: () => Promise.resolve({}),
      fr: () => Promise.resolve({}),
    });
    const exact = defineTranslation<typeof farewellMessages>({ greeting: 'Hola', farewell: 'Adiós' });
    // @ts-expect-error a translation must carry every English key
    const missing = defineTranslation<typeof farewellMessages>({ greeting: 'Hola' });
    // @ts-expect-error a translation must carry no key English lacks
    const extra = defineTranslation<typeof farewellMessages>({ greeting: 'Hola', farewell: 'Adiós', welcome: 'Bienvenido' });
    expect(Object.keys(exact)).toEqual(Object.keys(farewellMessages.en));
    expect([missing, extra]).toHaveLength(2);
  });
});
