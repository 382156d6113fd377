import { trace, type Context } from '@opentelemetry/api';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor, type ReadableSpan, type Span, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

/** Span processors can only be given to the SDK when it starts; this one lets more join later (tests). */
class FanOutSpanProcessor implements SpanProcessor {
  readonly processors: SpanProcessor[] = [];
  onStart(span: Span, parentContext: Context): void {
    for (const processor of this.processors) processor.onStart(span, parentContext);
  }
  onEnd(span: ReadableSpan): void {
    for (const processor of this.processors) processor.onEnd(span);
  }
  async forceFlush(): Promise<void> {
    await Promise.all(this.processors.map((processor) => processor.forceFlush()));
  }
  async shutdown(): Promise<void> {
    await Promise.all(this.processors.map((processor) => processor.shutdown()));
  }
}

let registered: { sdk: NodeSDK; fanOut: FanOutSpanProcessor; metricReader: PeriodicExportingMetricReader | null } | null = null;

const otlpUrl = (endpoint: string, signal: 'traces' | 'metrics') =>
  new URL(`v1/${signal}`, endpoint.endsWith('/') ? endpoint : `${endpoint}/`).toString();

/**
 * Starts OpenTelemetry's Node SDK once per process: W3C trace context in and out; spans of HTTP requests, commands,
 * appends, projection and reactor pages, the event relay and pushes; and the platform's meters. Both are exported
 * over OTLP/HTTP when an endpoint is configured. Trace ids are made either way, so that every log line and problem
 * response carries one. No automatic instrumentations: the spans are the platform's own, named after its concepts.
 */
export function startTelemetry(options: { serviceName: string; otlpEndpoint: string | undefined }): void {
  if (registered) return;
  const fanOut = new FanOutSpanProcessor();
  let metricReader: PeriodicExportingMetricReader | null = null;
  if (options.otlpEndpoint) {
    fanOut.processors.push(new BatchSpanProcessor(new OTLPTraceExporter({ url: otlpUrl(options.otlpEndpoint, 'traces') })));
    metricReader = new PeriodicExportingMetricReader({
      exporter: new OTLPMetricExporter({ url: otlpUrl(options.otlpEndpoint, 'metrics') }),
      exportIntervalMillis: 15_000,
    });
  }
  const sdk = new NodeSDK({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    spanProcessors: [fanOut],
    ...(metricReader ? { metricReaders: [metricReader] } : {}),
    instrumentations: [],
  });
  sdk.start();
  registered = { sdk, fanOut, metricReader };
}

/** Adds a span processor to the running SDK (tests use an in-memory exporter). */
export function addSpanProcessor(processor: SpanProcessor): void {
  if (!registered) throw new Error('Telemetry is not started');
  registered.fanOut.processors.push(processor);
}

/** Sends what is buffered: the spans, and the meters' current readings when they are exported. */
export async function flushTelemetry(): Promise<void> {
  await Promise.all([registered?.fanOut.forceFlush(), registered?.metricReader?.forceFlush()]);
}

export const apiTracer = () => trace.getTracer('@pathwise/api');
