import { describe, expect, it } from 'vitest';
import { csvAmount, csvField, csvRow } from './csv.js';

describe('CSV fields', () => {
  it('leave plain values as they are', () => {
    expect(csvField('Algebra basics')).toBe('Algebra basics');
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
  });

  it('quote a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Fractions, part 1')).toBe('"Fractions, part 1"');
    expect(csvField('The "best" course')).toBe('"The ""best"" course"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it('defuse text that a spreadsheet would run as a formula, and only text', () => {
    expect(csvField('=HYPERLINK("http://evil")', { text: true })).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField('+1 trick', { text: true })).toBe("'+1 trick");
    expect(csvField('@home', { text: true })).toBe("'@home");
    expect(csvField('-5', { text: false })).toBe('-5');
  });

  it('end rows in CRLF and write amounts with a point and two decimals', () => {
    expect(csvRow(['a', 'b'])).toBe('a,b\r\n');
    expect(csvAmount(2900)).toBe('29.00');
    expect(csvAmount(5)).toBe('0.05');
  });
});
