import type { AiMetricsResponse } from '@pathwise/contracts';
import type { AiTaskType } from '@pathwise/event-schemas';

/** Latencies kept per task and provider for the percentiles: the recent ones say how it runs now. */
const KEPT_LATENCIES = 500;

interface Tally {
  requests: number;
  failures: number;
  creditsSpent: number;
  latencies: number[];
}

/** This server's generations since it started: requests, failures, latency and credits per task and provider. */
export class AiMetrics {
  readonly #since: Date;
  readonly #tallies = new Map<string, { taskType: AiTaskType; provider: string; tally: Tally }>();

  constructor(since: Date) {
    this.#since = since;
  }

  record(taskType: AiTaskType, provider: string, outcome: { readonly ok: boolean; readonly latencyMs: number; readonly credits: number }): void {
    const key = `${taskType}\u0000${provider}`;
    let entry = this.#tallies.get(key);
    if (!entry) {
      entry = { taskType, provider, tally: { requests: 0, failures: 0, creditsSpent: 0, latencies: [] } };
      this.#tallies.set(key, entry);
    }
    const { tally } = entry;
    tally.requests++;
    if (!outcome.ok) tally.failures++;
    // Failed work gives its credits back, so only the kept ones count as spent.
    if (outcome.ok) tally.creditsSpent += outcome.credits;
    tally.latencies.push(outcome.latencyMs);
    if (tally.latencies.length > KEPT_LATENCIES) tally.latencies.shift();
  }

  snapshot(): AiMetricsResponse {
    return {
      since: this.#since.toISOString(),
      tasks: [...this.#tallies.values()].map(({ taskType, provider, tally }) => ({
        taskType,
        provider,
        requests: tally.requests,
        failures: tally.failures,
        creditsSpent: tally.creditsSpent,
        latencyMs: { p50: percentile(tally.latencies, 0.5), p95: percentile(tally.latencies, 0.95) },
      })),
    };
  }
}

function percentile(values: readonly number[], share: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! * 10) / 10;
}
