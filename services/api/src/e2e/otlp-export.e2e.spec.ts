import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../testing/built-server.js';

interface Received {
  readonly path: string;
  readonly contentType: string;
  readonly body: Buffer;
}

/** A stand-in OpenTelemetry collector: it accepts OTLP/HTTP posts and keeps them. */
function startCollector(received: Received[]): Promise<Server> {
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', contentType: request.headers['content-type'] ?? '', body: Buffer.concat(chunks) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('trace export over OTLP', () => {
  const received: Received[] = [];
  let collector: Server;
  let app: BuiltServer;

  beforeAll(async () => {
    collector = await startCollector(received);
    const { port } = collector.address() as AddressInfo;
    app = await startBuiltServer({
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_BSP_SCHEDULE_DELAY: '200',
      SEED_DEMO_WORLD: 'false',
    });
  });
  afterAll(async () => {
    await app?.stop();
    await new Promise((resolve) => collector?.close(resolve));
  });

  it('sends the spans of a request to the configured collector, under the trace the caller started', async () => {
    const traceId = '5a1e0b7c9d2f4e6a8b0c1d2e3f405162';
    const response = await fetch(`${app.url}/api/platform/overview`, {
      headers: { traceparent: `00-${traceId}-0102030405060708-01` },
    });
    expect(response.status).toBe(200);

    // The JSON encoding carries ids as hex, the protobuf one as bytes: accept either.
    const carriesTrace = (each: Received) =>
      each.path === '/v1/traces' && (each.body.includes(Buffer.from(traceId, 'hex')) || each.body.includes(Buffer.from(traceId)));
    await expect.poll(() => received.some(carriesTrace), { timeout: 20_000, interval: 200 }).toBe(true);
    const exported = received.find(carriesTrace)!;
    expect(exported.contentType).toMatch(/application\/(x-protobuf|json)/);
    expect(exported.body.includes(Buffer.from('HTTP GET /api/platform/overview'))).toBe(true);
  });
});
