import { describe, expect, it } from 'vitest';
import { latencyReport, latencyVerdict, percentile } from './latency.js';

describe('latency figures', () => {
  it('takes percentiles by nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(samples, 0.5)).toBe(50);
    expect(percentile(samples, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
  });

  it('judges the p99 against its target and prints the ratio to the same-run floor', () => {
    const figure = { store: 'redis', name: 'my rank', p50: 0.2, p99: 0.9, baseline: { name: 'PING', p99: 0.3 }, targetP99: 1 };
    expect(latencyVerdict(figure)).toBe('met');
    expect(latencyVerdict({ ...figure, p99: 1.01 })).toBe('missed');
    const line = latencyReport([figure]);
    expect(line).toContain('3.00x the p99 of PING (0.300 ms)');
    expect(line).toContain('target p99 <= 1 ms: met');
  });
});
