import { AiHealthResponse, AiMetricsResponse, MonitoringSnapshot } from '@pathwise/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { emptyReply, jsonReply, stubApi } from '../../../testing/stub-api';
// Test-only: one copy of the axe helper rather than another.
import { seriousViolations } from '../../../testing/axe';

const SNAPSHOT = 'GET /api/admin/monitoring';
const AI_HEALTH = 'GET /api/ai/health';
const AI_METRICS = 'GET /api/ai/metrics';
const admin = () => aSession(aUser({ role: 'admin' }));

const aSnapshot = (overrides: Partial<MonitoringSnapshot> = {}): MonitoringSnapshot => ({
  status: 'degraded',
  measuredAt: '2026-11-27T13:00:00.000Z',
  database: { kind: 'postgres', ok: true, latencyMs: 1.4 },
  eventStore: { headPosition: '12345' },
  projections: [
    { name: 'learner-activity', version: 3, state: 'live', lagEvents: 0, lagSeconds: 0, lastError: null, parkedEvents: 0 },
    { name: 'leads', version: 1, state: 'failing', lagEvents: 120, lagSeconds: 95.5, lastError: 'relation "leads_v1" does not exist', parkedEvents: 2 },
  ],
  reactors: [{ name: 'reactor:award-xp', state: 'live', lagEvents: 0, lagSeconds: 0, lastError: null, parkedEvents: 0 }],
  http: { windowSeconds: 60, requestsPerSecond: 12.5, errorRate: 0.002, latencyMs: { p50: 4.2, p95: 80, p99: 720 } },
  sockets: { connections: 7 },
  process: { uptimeSeconds: 3600, rssBytes: 200 * 1024 ** 2, heapUsedBytes: 90 * 1024 ** 2, eventLoopDelayMs: { p50: 10.1, p99: 12.3 } },
  thresholds: { lagSeconds: 30, parkedEvents: 0, errorRate: 0.01, p99LatencyMs: 500, eventLoopDelayP99Ms: 100, rssBytes: 1.5 * 1024 ** 3 },
  ...overrides,
});

describe('Admin monitoring page', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./monitoring-page');
  });

  it("shows the platform's figures and says in words which ones are past their threshold", async () => {
    stubApi({
      [SNAPSHOT]: jsonReply(MonitoringSnapshot, aSnapshot()),
      [AI_HEALTH]: jsonReply(AiHealthResponse, { status: 'ok', providers: [{ name: 'built-in', state: 'up', models: ['extractive-1'], detail: null }] }),
      [AI_METRICS]: jsonReply(AiMetricsResponse, {
        since: '2026-11-27T12:00:00.000Z',
        tasks: [{ taskType: 'quiz_generation', provider: 'built-in', requests: 14, failures: 1, latencyMs: { p50: 40, p95: 120 }, creditsSpent: 28 }],
      }),
    });
    renderApp('/monitoring', { session: admin() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Monitoring' })).toBeTruthy();
    expect(await screen.findByText('Degraded: a read model lags, fails or has parked events')).toBeTruthy();
    const traffic = screen.getByRole('region', { name: 'HTTP traffic, last 60 s' });
    expect(within(traffic).getByText('12.5')).toBeTruthy();
    expect(within(traffic).getByText('(over 500 ms)')).toBeTruthy();
    // Below its threshold, the error rate is not flagged.
    expect(within(traffic).getAllByText(/\(over/)).toHaveLength(1);

    const table = screen.getByRole('table', { name: 'Read models' });
    const leads = within(table).getByRole('row', { name: /leads/ });
    expect(within(leads).getByText('Failing')).toBeTruthy();
    expect(within(leads).getByText('(over 30)')).toBeTruthy();
    expect(within(leads).getByRole('link', { name: '2' }).getAttribute('href')).toBe('/admin/parked-events');
    expect(within(within(table).getByRole('row', { name: /learner-activity/ })).getByText('Live')).toBeTruthy();
    const reactors = screen.getByRole('table', { name: 'Reactors' });
    expect(within(within(reactors).getByRole('row', { name: /reactor:award-xp/ })).getByText('Live')).toBeTruthy();

    const ai = screen.getByRole('region', { name: 'AI providers' });
    expect(await within(ai).findByText(/answering/)).toBeTruthy();
    const quiz = await within(ai).findByRole('row', { name: /Quiz drafting/ });
    expect([...quiz.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['built-in', '14', '1', '40 ms', '120 ms', '28']);
    expect(await seriousViolations()).toEqual([]);
  });

  it('says all is well and flags nothing when every figure is within its threshold', async () => {
    stubApi({
      [SNAPSHOT]: jsonReply(
        MonitoringSnapshot,
        aSnapshot({
          status: 'ok',
          projections: [{ name: 'leads', version: 1, state: 'live', lagEvents: 0, lagSeconds: 0.2, lastError: null, parkedEvents: 0 }],
          http: { windowSeconds: 42, requestsPerSecond: 0.5, errorRate: null, latencyMs: { p50: 3, p95: 9, p99: 20 } },
        }),
      ),
    });
    renderApp('/monitoring', { session: admin() });
    expect(await screen.findByText('All well')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'HTTP traffic, last 42 s' })).toBeTruthy();
    expect(screen.queryByText(/\(over/)).toBeNull();
  });

  it("says 'Health check failed' and 'Metrics request failed' with the status text when the AI routes fail", async () => {
    stubApi({
      [SNAPSHOT]: jsonReply(MonitoringSnapshot, aSnapshot()),
      [AI_HEALTH]: emptyReply(503, 'Service Unavailable'),
      [AI_METRICS]: emptyReply(502, 'Bad Gateway'),
    });
    renderApp('/monitoring', { session: admin() });
    const ai = await screen.findByRole('region', { name: 'AI providers' });
    const alerts = await within(ai).findAllByRole('alert');
    await within(ai).findByText('Metrics request failed');
    expect(within(ai).getByText('Health check failed')).toBeTruthy();
    expect(within(ai).getByText('503 Service Unavailable')).toBeTruthy();
    expect(within(ai).getByText('502 Bad Gateway')).toBeTruthy();
    expect(alerts.length).toBeGreaterThan(0);
  });
});
