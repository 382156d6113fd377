import type { Histogram } from 'prom-client';

/** The request-duration histogram's totals at one moment, summed over methods, routes and statuses. */
interface TrafficSample {
  readonly atMs: number;
  readonly requests: number;
  readonly serverErrors: number;
  /** Requests at most this many seconds long, by bucket bound (the last is +Inf): cumulative, as Prometheus keeps them. */
  readonly buckets: ReadonlyMap<number, number>;
}

export interface HttpTraffic {
  readonly windowSeconds: number;
  readonly requestsPerSecond: number;
  readonly errorRate: number | null;
  readonly latencyMs: { readonly p50: number | null; readonly p95: number | null; readonly p99: number | null };
}

/** How far back the rates and percentiles look. */
export const TRAFFIC_WINDOW_MS = 60_000;

/**
 * The last minute of HTTP traffic, from the same histogram `/metrics` exports: each reading keeps the histogram's
 * totals, and the figures are the difference between now and the oldest reading within the window (or the last
 * before it, or the process's start before any), so no request is observed twice.
 */
export class HttpTrafficWindow {
  readonly #samples: TrafficSample[] = [];

  constructor(
    private readonly histogram: Histogram<'method' | 'route' | 'status'>,
    private readonly startedAtMs: number,
  ) {}

  async read(nowMs: number): Promise<HttpTraffic> {
    const now = await this.#sample(nowMs);
    // The oldest reading within the window; when none is, the last one before it (the figures then span a little more).
    while (this.#samples.length > 1 && nowMs - this.#samples[0]!.atMs > TRAFFIC_WINDOW_MS) this.#samples.shift();
    const since: TrafficSample = this.#samples[0] ?? { atMs: this.startedAtMs, requests: 0, serverErrors: 0, buckets: new Map() };
    this.#samples.push(now);
    const requests = now.requests - since.requests;
    const windowSeconds = Math.max(0.001, (nowMs - since.atMs) / 1000);
    const buckets = [...now.buckets].map(([bound, count]) => [bound, count - (since.buckets.get(bound) ?? 0)] as const);
    return {
      windowSeconds: Math.round(windowSeconds * 10) / 10,
      requestsPerSecond: requests / windowSeconds,
      errorRate: requests === 0 ? null : (now.serverErrors - since.serverErrors) / requests,
      latencyMs: { p50: quantileMs(buckets, 0.5), p95: quantileMs(buckets, 0.95), p99: quantileMs(buckets, 0.99) },
    };
  }

  async #sample(atMs: number): Promise<TrafficSample> {
    const { values } = await this.histogram.get();
    let requests = 0;
    let serverErrors = 0;
    const buckets = new Map<number, number>();
    for (const value of values) {
      if (value.metricName?.endsWith('_count')) {
        requests += value.value;
        if (String(value.labels.status).startsWith('5')) serverErrors += value.value;
      } else if (value.metricName?.endsWith('_bucket')) {
        // Bucket readings carry their bound as a label of their own, beside the histogram's.
        const le = (value.labels as Record<string, string | number | undefined>).le;
        const bound = le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le);
        buckets.set(bound, (buckets.get(bound) ?? 0) + value.value);
      }
    }
    return { atMs, requests, serverErrors, buckets };
  }
}

/**
 * The duration below which a share `q` of the requests fell, interpolated inside its bucket as Prometheus's
 * histogram_quantile does; the largest finite bound when it falls in the last bucket; null without requests.
 */
export function quantileMs(cumulative: readonly (readonly [number, number])[], q: number): number | null {
  const buckets = [...cumulative].sort((a, b) => a[0] - b[0]);
  const total = buckets.at(-1)?.[1] ?? 0;
  if (total <= 0) return null;
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const [bound, count] of buckets) {
    if (count >= rank) {
      if (!Number.isFinite(bound)) return lowerBound * 1000;
      const inBucket = count - lowerCount;
      const share = inBucket === 0 ? 0 : (rank - lowerCount) / inBucket;
      return (lowerBound + (bound - lowerBound) * share) * 1000;
    }
    lowerBound = bound;
    lowerCount = count;
  }
  return lowerBound * 1000;
}
