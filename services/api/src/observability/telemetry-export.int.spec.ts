import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, exportMetricsThroughOpenTelemetry } from './metrics.js';
import { apiTracer, flushTelemetry, startTelemetry } from './telemetry.js';

/** An OTLP/HTTP collector in miniature: keeps each body posted to /v1/traces and /v1/metrics. */
function startCollector(): Promise<{ server: Server; url: string; received: Map<string, string[]> }> {
  const received = new Map<string, string[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.set(request.url ?? '', [...(received.get(request.url ?? '') ?? []), Buffer.concat(chunks).toString('latin1')]);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received })),
  );
}

describe('telemetry through the OpenTelemetry Node SDK, exported over OTLP', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;

  beforeAll(async () => {
    collector = await startCollector();
    startTelemetry({ serviceName: 'pathwise-export-test', otlpEndpoint: collector.url });
  });
  afterAll(() => new Promise<void>((resolve) => collector.server.close(() => resolve())));

  it("sends the platform's spans and the /metrics registry's readings to the configured endpoint", async () => {
    apiTracer().startActiveSpan('command.ExportProbe', (span) => span.end());
    const metrics = createMetrics();
    metrics.httpRequestDuration.observe({ method: 'GET', route: '/api/probe', status: '200' }, 0.042);
    metrics.eventsAppended.inc({ type: 'ProbeRecorded' }, 3);
    exportMetricsThroughOpenTelemetry(metrics);

    await flushTelemetry();

    const traces = (collector.received.get('/v1/traces') ?? []).join('');
    expect(traces).toContain('command.ExportProbe');
    expect(traces).toContain('pathwise-export-test');
    const exported = (collector.received.get('/v1/metrics') ?? []).join('');
    expect(exported).toContain('pathwise_events_appended_total');
    expect(exported).toContain('ProbeRecorded');
    expect(exported).toContain('pathwise_http_request_duration_seconds_count');
    expect(exported).toContain('/api/probe');
  });
});
