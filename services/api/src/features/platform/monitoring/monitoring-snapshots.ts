import type { MonitoringSnapshot } from '@pathwise/contracts';
import type { Metrics } from '../../../observability/metrics.js';
import { DEGRADED_LAG_SECONDS, readPlatformHealth, type PlatformHealthDeps } from '../platform-health.js';
import { measureReactorLag, type WatchedReactor } from '../projection-lag.queries.js';
import { HttpTrafficWindow } from './http-traffic-window.js';

/** Past these a figure is a problem: the page shows it red. */
export const MONITORING_THRESHOLDS: MonitoringSnapshot['thresholds'] = {
  lagSeconds: DEGRADED_LAG_SECONDS,
  parkedEvents: 0,
  errorRate: 0.01,
  p99LatencyMs: 500,
  eventLoopDelayP99Ms: 100,
  rssBytes: 1.5 * 1024 ** 3,
};

/**
 * The platform's figures at one moment, for the monitoring page and the pushes to its room. One per process: the
 * HTTP window keeps the readings it takes, so the route and the pushes share them.
 */
export class MonitoringSnapshots {
  readonly #traffic: HttpTrafficWindow;
  readonly #startedAt: Date;

  /**
   * `reactors` is read at each snapshot: the composition root builds the reactors after the feature that serves
   * this page, from every feature's.
   */
  constructor(private readonly deps: PlatformHealthDeps & { readonly metrics: Metrics; readonly reactors: () => readonly WatchedReactor[] }) {
    this.#startedAt = deps.clock();
    this.#traffic = new HttpTrafficWindow(deps.metrics.httpRequestDuration, this.#startedAt.getTime());
  }

  async take(): Promise<MonitoringSnapshot> {
    const now = this.deps.clock();
    const [health, reactors, http, connections, loopP50, loopP99] = await Promise.all([
      readPlatformHealth(this.deps),
      measureReactorLag(this.deps.database, this.deps.store, this.deps.reactors(), now),
      this.#traffic.read(now.getTime()),
      this.#gauge('pathwise_socket_connections'),
      this.#gauge('pathwise_nodejs_eventloop_lag_p50_seconds'),
      this.#gauge('pathwise_nodejs_eventloop_lag_p99_seconds'),
    ]);
    const memory = process.memoryUsage();
    return {
      ...health,
      measuredAt: now.toISOString(),
      reactors,
      http,
      sockets: { connections },
      process: {
        uptimeSeconds: Math.round((now.getTime() - this.#startedAt.getTime()) / 1000),
        rssBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
        eventLoopDelayMs: { p50: loopP50 * 1000, p99: loopP99 * 1000 },
      },
      thresholds: MONITORING_THRESHOLDS,
    };
  }

  /** A gauge's one value from the registry `/metrics` exports; 0 before it was first set. */
  async #gauge(name: string): Promise<number> {
    const metric = this.deps.metrics.registry.getSingleMetric(name);
    const reading = await metric?.get();
    return reading?.values[0]?.value ?? 0;
  }
}
