import { describe, expect, it } from 'vitest';
import { report, verdict } from './measure.js';

describe('benchmark verdicts', () => {
  it('judges a ratio target against the baseline measured in the same run', () => {
    const figure = { database: 'postgres', name: 'append', perSecond: 600, baseline: { name: 'raw', perSecond: 1_000 }, target: { ratio: 0.6 } };
    expect(verdict(figure)).toBe('met');
    expect(verdict({ ...figure, perSecond: 599 })).toBe('missed');
  });

  it('judges an absolute target and prints the ratio beside the baseline', () => {
    expect(verdict({ database: 'pglite', name: 'readAll', perSecond: 150_000, target: { perSecond: 200_000 } })).toBe('missed');
    const line = report([{ database: 'postgres', name: 'append', perSecond: 2_000, baseline: { name: 'raw INSERT', perSecond: 2_500 }, target: { ratio: 0.6 } }]);
    expect(line).toContain('0.80x of raw INSERT (2,500/s)');
    expect(line).toContain('target >= 0.6x: met');
  });
});
