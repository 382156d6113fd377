import { describe, expect, it } from 'vitest';
import { unsafeInputErrors } from './unsafe-input.js';

describe('unsafeInputErrors', () => {
  it('passes ordinary text, paired surrogates (emoji) and bytes', () => {
    expect(unsafeInputErrors({ name: 'Zoë 🎓', tags: ['a', 'b'], nested: { n: 1, ok: true, none: null } }, '#/body')).toEqual([]);
    expect(unsafeInputErrors(Buffer.from([0, 0xd8]), '#/body')).toEqual([]);
  });

  it('names a NUL and a lone surrogate wherever they sit, in the order they were sent', () => {
    const errors = unsafeInputErrors({ title: 'a\u0000b', items: [{ text: 'fine' }, { text: 'x\ud800' }], tail: '\udc00' }, '#/body');
    expect(errors).toEqual([
      { pointer: '#/body/title', detail: 'The text must not contain a NUL character (U+0000)' },
      { pointer: '#/body/items/1/text', detail: 'The text must not contain a lone UTF-16 surrogate (not valid Unicode)' },
      { pointer: '#/body/tail', detail: 'The text must not contain a lone UTF-16 surrogate (not valid Unicode)' },
    ]);
  });

  it('names a bad key as the member it opens, escaping the pointer', () => {
    expect(unsafeInputErrors({ indicators: { 'a\u0000/b~': 1 } }, '#/body')).toEqual([
      { pointer: '#/body/indicators/a\u0000~1b~0', detail: 'The key must not contain a NUL character (U+0000)' },
    ]);
  });

  it('refuses keys naming the prototype, including an own __proto__ as JSON.parse makes it', () => {
    const parsed: unknown = JSON.parse('{"a": {"__proto__": {"admin": true}}, "constructor": 1, "b": [{"prototype": 2}]}');
    expect(unsafeInputErrors(parsed, '#/body').map((error) => error.pointer)).toEqual(['#/body/a/__proto__', '#/body/constructor', '#/body/b/0/prototype']);
  });

  it('checks a bare string and walks nesting deeper than the call stack', () => {
    expect(unsafeInputErrors('\u0000', '#/query/q')).toEqual([{ pointer: '#/query/q', detail: 'The text must not contain a NUL character (U+0000)' }]);
    const deep: unknown = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(unsafeInputErrors(deep, '#/body')).toHaveLength(1);
  });
});
