import { describe, expect, it } from 'vitest';
import { defineMessages, defineTranslation, interpolate } from './define-messages';

describe('messages', () => {
  it('fill placeholders and leave unknown ones visible', () => {
    expect(interpolate('Hello {name}, {count} new', { name: 'Ada', count: 3 })).toBe('Hello Ada, 3 new');
    expect(interpolate('Hello {name}')).toBe('Hello {name}');
  });

  it('choose a count’s words by the language’s plural rules, with its digits', () => {
    const lessons = '{count, plural, =0 {No lessons} one {# lesson} other {# lessons}} in {course}';
    expect(interpolate(lessons, { count: 0, course: 'Algebra' })).toBe('No lessons in Algebra');
    expect(interpolate(lessons, { count: 1, course: 'Algebra' })).toBe('1 lesson in Algebra');
    expect(interpolate(lessons, { count: 1200, course: 'Algebra' })).toBe('1,200 lessons in Algebra');
    // French counts 0 as singular; Spanish and French group thousands in their own way.
    const leçons = '{count, plural, one {# leçon} other {# leçons}}';
    expect(interpolate(leçons, { count: 0 }, 'fr-FR')).toBe('0 leçon');
    expect(interpolate(leçons, { count: 2 }, 'fr-FR')).toBe('2 leçons');
    expect(interpolate('{count, plural, one {# lección} other {# lecciones}}', { count: 12000 }, 'es-ES')).toBe('12.000 lecciones');
    // Two counts in one text, each with its own form.
    expect(interpolate('{done, plural, one {# done} other {# done}} of {total, plural, one {# lesson} other {# lessons}}', { done: 1, total: 1 })).toBe(
      '1 done of 1 lesson',
    );
  });

  it('leave a count without a value visible, and a malformed choice as written', () => {
    expect(interpolate('{count, plural, one {# lesson} other {# lessons}}')).toBe('{count} lessons');
    expect(interpolate('{count, plural, one {# lesson}}', { count: 1 })).toBe('{count, plural, one {# lesson}}');
    expect(interpolate('{count, plural, one {# lesson', { count: 1 })).toBe('{count, plural, one {# lesson');
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
