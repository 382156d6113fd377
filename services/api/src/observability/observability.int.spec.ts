import { randomUUID } from 'node:crypto';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { imageUploadTypes } from '@pathwise/contracts';
import { eventually } from '@pathwise/event-store/testing';
import { allProjections } from '@pathwise/projections';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenLearningCourse } from '../testing/course-fixtures.js';
import { getJson, learningRequest, postJson } from '../testing/learning-requests.js';
import { useTestServer } from '../testing/use-test-server.js';
import { addSpanProcessor } from './telemetry.js';

describe('observability of the API', () => {
  const used = useTestServer('pglite');
  const exporter = new InMemorySpanExporter();

  beforeAll(async () => {
    addSpanProcessor(new SimpleSpanProcessor(exporter));
    await givenLearningCourse(used.server.platform.store, learningRequest('anyone').courseId, ['lesson-3']);
  });

  it('continues the caller trace and echoes its request id', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await getJson(`${used.server.url}/api/no-such-route`, undefined, {
      traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
      'x-request-id': 'caller-request-42',
    });
    expect(response.status).toBe(404);
    expect(response.body!.traceId).toBe(traceId);
    expect(response.headers.get('x-request-id')).toBe('caller-request-42');
  });

  it('traces a command from HTTP through the append to the projection page that applied it', async () => {
    const userId = randomUUID();
    const token = await used.server.tokenFor({ userId, role: 'student', tier: 'free' });
    await givenLearningCourse(used.server.platform.store, learningRequest(userId).courseId, ['lesson-3'], [userId]);
    const traceId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    await postJson(`${used.server.url}/api/learning/events`, learningRequest(userId), token, {
      traceparent: `00-${traceId}-1122334455667788-01`,
    });

    const spans = await eventually(() => {
      const inTrace = exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
      expect(inTrace.map((span) => span.name)).toEqual(
        expect.arrayContaining(['HTTP POST /api/learning/events', 'command POST /learning/events', 'eventstore.append']),
      );
      return inTrace;
    });
    const append = spans.find((span) => span.name === 'eventstore.append')!;
    const command = spans.find((span) => span.name === 'command POST /learning/events')!;
    expect(append.parentSpanContext?.spanId).toBe(command.spanContext().spanId);

    const projectionPage = await eventually(() => {
      const page = exporter
        .getFinishedSpans()
        .find((span) => span.name === 'subscription.apply' && span.links.some((link) => link.context.traceId === traceId));
      expect(page).toBeDefined();
      return page!;
    });
    expect(projectionPage.links.find((link) => link.context.traceId === traceId)!.context.spanId).toBe(append.spanContext().spanId);
  });

  it('exposes Prometheus metrics for requests, appends, projections and reactors', async () => {
    const userId = randomUUID();
    const token = await used.server.tokenFor({ userId, role: 'student', tier: 'free' });
    await givenLearningCourse(used.server.platform.store, learningRequest(userId).courseId, ['lesson-3'], [userId]);
    await postJson(`${used.server.url}/api/learning/events`, learningRequest(userId), token);
    const metrics = await (await fetch(`${used.server.url}/metrics`)).text();
    expect(metrics).toMatch(/pathwise_http_request_duration_seconds_count\{method="POST",route="\/api\/learning\/events",status="201"\} \d+/);
    expect(metrics).toMatch(/pathwise_events_appended_total\{type="LearningEventRecorded"\} [1-9]/);
    expect(metrics).toContain('pathwise_process_cpu_seconds_total');
    expect(metrics).toMatch(/pathwise_projection_lag_events\{projection="learner-activity"\} \d+/);
    expect(metrics).toMatch(/pathwise_projection_lag_seconds\{projection="platform-overview"\} [\d.]+/);
    expect(metrics).toMatch(/pathwise_reactor_lag_events\{reactor="reactor:certificate-issuance"\} \d+/);
  });

  it('logs each request with its request and trace ids, and never a token', async () => {
    const userId = randomUUID();
    const token = await used.server.tokenFor({ userId, role: 'student', tier: 'free' });
    await getJson(`${used.server.url}/api/learning/activity/${userId}`, token, { 'x-request-id': 'log-check-7' });
    const line = await eventually(() => {
      const found = used.server.logs.find((log) => log.requestId === 'log-check-7' && log.msg === 'request completed');
      expect(found).toBeDefined();
      return found!;
    });
    expect(line).toMatchObject({
      status: 200,
      path: `/api/learning/activity/${userId}`,
      route: '/api/learning/activity/:userId',
      traceId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const everything = JSON.stringify(used.server.logs);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(token.split('.')[2]!);
  });

  it('serves an OpenAPI document made from the route schemas, and a reader for it', async () => {
    const document = (await getJson(`${used.server.url}/api/openapi.json`)).body as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, { enum?: string[] }> } }> } }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/learning/events', '/api/learning/activity/{userId}', '/api/platform/overview', '/api/health']),
    );
    const body = document.paths['/api/learning/events']!.post!.requestBody!.content['application/json']!.schema;
    expect(body.properties.eventType!.enum).toEqual(['lesson_start', 'lesson_complete', 'quiz_attempt']);
    // An upload is documented as the bytes it takes, not as JSON.
    for (const upload of ['/api/me/profile-picture', '/api/courses/{courseId}/cover']) {
      expect(document.paths[upload]!.put!.requestBody!.content).toEqual(
        Object.fromEntries(imageUploadTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      );
    }
    const docs = await fetch(`${used.server.url}/api/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
  });

  it('reports health with the event store head and each projection lag', async () => {
    const health = await getJson(`${used.server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: 'ok',
      database: { kind: 'pglite', ok: true },
      eventStore: { headPosition: expect.stringMatching(/^\d+$/) },
    });
    expect((health.body!.projections as { name: string }[]).map((projection) => projection.name)).toEqual(
      allProjections.map((projection) => projection.name),
    );
  });
});
