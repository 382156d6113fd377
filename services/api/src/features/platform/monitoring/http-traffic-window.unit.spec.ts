import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { HttpTrafficWindow, quantileMs, TRAFFIC_WINDOW_MS } from './http-traffic-window.js';

const histogram = () =>
  new Histogram({
    name: 'test_http_request_duration_seconds',
    help: 'test',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.01, 0.1, 1],
    registers: [new Registry()],
  });

describe('the last minute of HTTP traffic', () => {
  it('interpolates a percentile inside its bucket, as histogram_quantile does, and has none without requests', () => {
    // 10 requests under 10 ms, 10 more under 100 ms.
    const buckets = [[0.01, 10], [0.1, 20], [1, 20], [Number.POSITIVE_INFINITY, 20]] as const;
    expect(quantileMs(buckets, 0.5)).toBeCloseTo(10);
    expect(quantileMs(buckets, 0.75)).toBeCloseTo(55);
    expect(quantileMs([[0.01, 0], [Number.POSITIVE_INFINITY, 0]], 0.5)).toBeNull();
    // Beyond the largest bound: the largest bound, the most the histogram can say.
    expect(quantileMs([[1, 0], [Number.POSITIVE_INFINITY, 4]], 0.99)).toBe(1000);
  });

  it('counts only what happened within the window: rate, 5xx share and latency of the requests since its oldest reading', async () => {
    const durations = histogram();
    const window = new HttpTrafficWindow(durations, 0);
    for (let request = 0; request < 9; request++) durations.observe({ method: 'GET', route: '/a', status: '200' }, 0.005);
    durations.observe({ method: 'GET', route: '/a', status: '500' }, 0.5);
    const first = await window.read(10_000);
    expect(first.requestsPerSecond).toBeCloseTo(1);
    expect(first.errorRate).toBeCloseTo(0.1);
    expect(first.latencyMs.p50).toBeLessThan(10);

    // A minute and more later, only the new requests count: four slow ones over the 70 s since the first reading.
    for (let request = 0; request < 4; request++) durations.observe({ method: 'POST', route: '/b', status: '201' }, 0.05);
    const later = await window.read(10_000 + TRAFFIC_WINDOW_MS + 10_000);
    const again = await window.read(10_000 + TRAFFIC_WINDOW_MS + 20_000);
    expect(later.windowSeconds).toBe(70);
    expect(later.requestsPerSecond).toBeCloseTo(4 / 70);
    expect(later.errorRate).toBe(0);
    expect(later.latencyMs.p50).toBeGreaterThan(10);
    expect(again.requestsPerSecond).toBe(0);
    expect(again.errorRate).toBeNull();
  });
});
