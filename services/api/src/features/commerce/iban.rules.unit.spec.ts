import { describe, expect, it } from 'vitest';
import { ibanProblem, normalizeIban } from './iban.rules.js';

describe('IBAN rules', () => {
  it('takes the standard examples of several countries, as people write them', () => {
    for (const written of ['DE89 3704 0044 0532 0130 00', 'gb82 west 1234 5698 7654 32', 'FR14 2004 1010 0505 0001 3M02 606', 'NL91ABNA0417164300']) {
      expect(ibanProblem(normalizeIban(written)), written).toBeNull();
    }
  });

  it('names what is wrong: the shape, an unknown country, the length, or a digit mistyped', () => {
    expect(ibanProblem(normalizeIban('not an iban'))).toBe('format');
    expect(ibanProblem('XX89370400440532013000')).toBe('country');
    expect(ibanProblem('DE8937040044053201300')).toBe('length');
    expect(ibanProblem('DE89370400440532013001')).toBe('checksum');
    expect(ibanProblem('DE98370400440532013000')).toBe('checksum');
  });
});
