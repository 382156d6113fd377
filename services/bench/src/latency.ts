/** Latencies of one kind of call, in milliseconds, and how they compare with a floor measured in the same run. */
export interface LatencyFigure {
  readonly store: string;
  readonly name: string;
  readonly p50: number;
  readonly p99: number;
  /** The same run's cheapest round trip (SELECT 1, PING): what any call costs before it does anything. */
  readonly baseline?: { readonly name: string; readonly p99: number };
  /** The p99 must be at most this many milliseconds. */
  readonly targetP99?: number;
}

/** The value below which `share` (0..1) of the samples fall: nearest rank, so p99 of 100 samples is the 99th. */
export function percentile(samples: readonly number[], share: number): number {
  if (samples.length === 0) throw new Error('No samples');
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

/**
 * Runs `call` `count` times one after another (after a warm-up) and returns the p50 and p99 in milliseconds. The
 * garbage of the set-up before it (a million rows loaded) is collected first when the bench runs with --expose-gc,
 * so that a full collection of the loader's leftovers does not land in the samples; each call's own garbage still does.
 */
export async function measureLatency(count: number, call: (index: number) => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  for (let index = 0; index < Math.min(50, count); index++) await call(index);
  const samples: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await call(index);
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) };
}

export function latencyVerdict(figure: LatencyFigure): 'met' | 'missed' | '' {
  if (figure.targetP99 === undefined) return '';
  return figure.p99 <= figure.targetP99 ? 'met' : 'missed';
}

const ms = (value: number) => `${value.toFixed(3)} ms`;

/** One line per figure: p50 and p99, the ratio of the p99 to the same-run floor, and the target. */
export function latencyReport(figures: readonly LatencyFigure[]): string {
  return figures
    .map((figure) => {
      const ratio = figure.baseline ? ` | ${(figure.p99 / figure.baseline.p99).toFixed(2)}x the p99 of ${figure.baseline.name} (${ms(figure.baseline.p99)})` : '';
      const target = figure.targetP99 !== undefined ? ` | target p99 <= ${figure.targetP99} ms: ${latencyVerdict(figure)}` : '';
      return `${figure.store.padEnd(10)} ${figure.name.padEnd(32)} p50 ${ms(figure.p50).padStart(10)}  p99 ${ms(figure.p99).padStart(10)}${ratio}${target}`;
    })
    .join('\n');
}
