import { describe, expect, it } from 'vitest';
import { formatDuration } from './format';

describe('Durations in words', () => {
  it('count seconds, then whole minutes rounded up, then hours to a tenth', () => {
    expect([1, 45, 60, 61, 599, 3599].map((seconds) => formatDuration(seconds, 'en-US'))).toEqual([
      '1 second',
      '45 seconds',
      '1 minute',
      '2 minutes',
      '10 minutes',
      '60 minutes',
    ]);
    expect([3600, 18_975].map((seconds) => formatDuration(seconds, 'en-US'))).toEqual(['1 hour', '5.3 hours']);
  });

  it('word the unit and its plural in the language asked for', () => {
    expect(formatDuration(120, 'es-ES')).toBe('2 minutos');
    expect(formatDuration(18_975, 'fr-FR')).toBe('5,3\u00a0heures');
  });
});
