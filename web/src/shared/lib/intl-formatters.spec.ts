import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formatters';

describe('Intl formatters', () => {
  it('hands back the one formatter made for a locale and options, each time they are asked for', () => {
    expect(numberFormat('fr-FR', { style: 'percent' })).toBe(numberFormat('fr-FR', { style: 'percent' }));
    expect(dateTimeFormat('es-ES', { dateStyle: 'long' })).toBe(dateTimeFormat('es-ES', { dateStyle: 'long' }));
    expect(numberFormat('en-US')).toBe(numberFormat('en-US'));
  });

  it('makes another formatter for another locale or other options, which formats in its own way', () => {
    expect(numberFormat('en-US').format(1234.5)).toBe('1,234.5');
    expect(numberFormat('de-DE').format(1234.5)).toBe('1.234,5');
    expect(numberFormat('en-US', { style: 'percent' }).format(0.25)).toBe('25%');
    const day = new Date('2026-03-04T12:00:00Z');
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('March 4, 2026');
    expect(dateTimeFormat('en-US', { dateStyle: 'short', timeZone: 'UTC' }).format(day)).toBe('3/4/26');
  });
});
