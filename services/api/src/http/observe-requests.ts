import { randomUUID } from 'node:crypto';
import { SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import type { RequestHandler } from 'express';
import type { Logger } from '../observability/logger.js';
import type { Metrics } from '../observability/metrics.js';
import { apiTracer } from '../observability/telemetry.js';
import { setRequestContext } from './request-context.js';
import { requestLanguage } from './request-language.js';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * Gives every request an id (the caller's X-Request-Id when sane), a server span continuing the caller's W3C trace,
 * a child logger carrying both ids, a log line when it ends and a duration in the metrics.
 */
export function observeRequests(logger: Logger, metrics: Metrics): RequestHandler {
  return (request, response, next) => {
    const started = process.hrtime.bigint();
    // Routers strip their mount path from request.path as the request passes through; keep the one it came with.
    const path = request.path;
    const incoming = request.get('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const parent = propagation.extract(context.active(), request.headers);
    const span = apiTracer().startSpan(
      `HTTP ${request.method}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'url.path': path } },
      parent,
    );
    const traceId = span.spanContext().traceId;
    const requestLogger = logger.child({ requestId, traceId });
    setRequestContext(request, { requestId, traceId, logger: requestLogger, language: requestLanguage(request), actor: null });
    response.setHeader('X-Request-Id', requestId);

    response.on('finish', () => {
      const route = request.route?.path ? `${request.baseUrl}${String(request.route.path)}` : 'unmatched';
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      span.updateName(`HTTP ${request.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': response.statusCode });
      if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      metrics.httpRequestDuration.observe({ method: request.method, route, status: String(response.statusCode) }, seconds);
      requestLogger.info(
        { method: request.method, path, route, status: response.statusCode, durationMs: Math.round(seconds * 1000) },
        'request completed',
      );
    });
    context.with(trace.setSpan(parent, span), next);
  };
}
