import { describe, expect, it } from 'vitest';
import { defineMessages, interpolate } from './define-messages';

describe('messages', () => {
  it('fill placeholders and leave unknown ones visible', () => {
    expect(interpolate('Hello {name}, {count} new', { name: 'Ada', count: 3 })).toBe('Hello Ada, 3 new');
    expect(interpolate('Hello {name}')).toBe('Hello {name}');
  });

  it('keep a catalog in every language with the same keys', () => {
    const catalog = defineMessages({
      en: { greeting: 'Hello' },
      es: { greeting: 'Hola' },
      fr: { greeting: 'Bonjour' },
    });
    expect(Object.keys(catalog.es)).toEqual(Object.keys(catalog.en));
    expect(catalog.fr.greeting).toBe('Bonjour');
  });
});
