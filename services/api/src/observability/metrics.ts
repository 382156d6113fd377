import { metrics as openTelemetryMetrics, type Observable } from '@opentelemetry/api';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per app, so that several apps in one test process do not share counters. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'pathwise_' });
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: 'pathwise_http_request_duration_seconds',
      help: 'HTTP request duration by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    eventsAppended: new Counter({
      name: 'pathwise_events_appended_total',
      help: 'Events appended by commands of this process, by type',
      labelNames: ['type'] as const,
      registers: [registry],
    }),
    socketConnections: new Gauge({
      name: 'pathwise_socket_connections',
      help: 'Open Socket.IO connections on this process',
      registers: [registry],
    }),
    pushesSent: new Counter({
      name: 'pathwise_socket_pushes_total',
      help: 'Pushes sent to Socket.IO rooms, by event name',
      labelNames: ['event'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

export interface SubscriptionLagReading {
  readonly name: string;
  readonly lagEvents: number;
  readonly lagSeconds: number;
  readonly parkedEvents: number;
}

/**
 * Lag and parked events per subscription of one kind (`projection`, or `reactor`: the reactors and the followers
 * such as the event relay) as gauges, measured from the database each time Prometheus scrapes.
 */
export function registerSubscriptionLag(
  metrics: Metrics,
  kind: 'projection' | 'reactor',
  measure: () => Promise<readonly SubscriptionLagReading[]>,
): void {
  let reading: Promise<readonly SubscriptionLagReading[]> | null = null;
  // The gauges are collected in one scrape; measure once for all of them.
  const current = () => {
    reading ??= measure().finally(() => setTimeout(() => (reading = null), 0));
    return reading;
  };
  const gauges = [
    { name: `pathwise_${kind}_lag_events`, help: `Events in the log a ${kind} has not applied yet (counted up to 100000)`, of: (lag: SubscriptionLagReading) => lag.lagEvents },
    { name: `pathwise_${kind}_lag_seconds`, help: `Age of the oldest event a ${kind} has not applied yet`, of: (lag: SubscriptionLagReading) => lag.lagSeconds },
    { name: `pathwise_${kind}_parked_events`, help: `Events a ${kind} could not apply and set aside until they are retried`, of: (lag: SubscriptionLagReading) => lag.parkedEvents },
  ];
  for (const gauge of gauges) {
    new Gauge({
      name: gauge.name,
      help: gauge.help,
      labelNames: [kind] as const,
      registers: [metrics.registry],
      async collect() {
        for (const lag of await current()) this.set({ [kind]: lag.name }, gauge.of(lag));
      },
    });
  }
}

/**
 * The registry's readings over OTLP as well (when telemetry exports): each counter and gauge is observed under its own
 * name when the SDK's reader collects, and each histogram as its `_count` and `_sum`. Call it once the registry holds
 * every metric; /metrics stays the source, so the two never disagree.
 */
export function exportMetricsThroughOpenTelemetry(metrics: Metrics): void {
  const meter = openTelemetryMetrics.getMeter('@pathwise/api');
  const instruments = new Map<string, Observable>();
  for (const { name, help, type: declaredType } of metrics.registry.getMetricsAsArray()) {
    // prom-client declares an enum here but sets the strings its exposition format uses.
    const type = declaredType as unknown as string;
    if (type === 'counter') instruments.set(name, meter.createObservableCounter(name, { description: help }));
    if (type === 'gauge') instruments.set(name, meter.createObservableGauge(name, { description: help }));
    if (type === 'histogram') {
      instruments.set(`${name}_count`, meter.createObservableCounter(`${name}_count`, { description: `${help} (count)` }));
      instruments.set(`${name}_sum`, meter.createObservableCounter(`${name}_sum`, { description: `${help} (sum)` }));
    }
  }
  meter.addBatchObservableCallback(async (result) => {
    for (const metric of await metrics.registry.getMetricsAsJSON()) {
      for (const value of metric.values) {
        const instrument = instruments.get(((value as { metricName?: string }).metricName) ?? metric.name);
        if (instrument) result.observe(instrument, value.value, value.labels as Record<string, string | number>);
      }
    }
  }, [...instruments.values()]);
}
