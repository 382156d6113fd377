import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type ReadableSpan, type Span, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { Context } from '@opentelemetry/api';

/** Span processors can only be given to a provider when it is made; this one lets more join later (tests). */
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

let registered: { provider: NodeTracerProvider; fanOut: FanOutSpanProcessor } | null = null;

/**
 * Registers the process-wide tracer provider once: W3C trace context in and out, spans of HTTP requests, commands,
 * appends and projection pages; exported over OTLP/HTTP when an endpoint is configured. Ids are made either way,
 * so that every log line and problem response carries a trace id.
 */
export function startTracing(options: { serviceName: string; otlpEndpoint: string | undefined }): void {
  if (registered) return;
  const fanOut = new FanOutSpanProcessor();
  if (options.otlpEndpoint) {
    const url = new URL('v1/traces', options.otlpEndpoint.endsWith('/') ? options.otlpEndpoint : `${options.otlpEndpoint}/`);
    fanOut.processors.push(new BatchSpanProcessor(new OTLPTraceExporter({ url: url.toString() })));
  }
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    spanProcessors: [fanOut],
  });
  provider.register();
  registered = { provider, fanOut };
}

/** Adds a span processor to the registered provider (tests use an in-memory exporter). */
export function addSpanProcessor(processor: SpanProcessor): void {
  if (!registered) throw new Error('Tracing is not started');
  registered.fanOut.processors.push(processor);
}

export async function flushTracing(): Promise<void> {
  await registered?.provider.forceFlush();
}

export const apiTracer = () => trace.getTracer('@pathwise/api');
