import { CommandCenterPulse, CommandCenterQuery, HealthResponse, MonitoringSnapshot, PlatformOverviewResponse } from '@pathwise/contracts';
import { getPlatformOverview } from '@pathwise/projections';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { readCommandCenterPulse } from './command-center/command-center-pulse.js';
import { parkedEventRoutes } from './parked-events.routes.js';
import { eventExportRoutes } from './event-export/event-export.routes.js';
import type { Pseudonyms } from './event-export/exported-event.js';
import type { MonitoringSnapshots } from './monitoring/monitoring-snapshots.js';
import { readPlatformHealth, type PlatformHealthDeps } from './platform-health.js';

export interface PlatformRouteDeps extends PlatformHealthDeps {
  readonly monitoring: MonitoringSnapshots;
  /** Keys the pseudonyms of the admins' event export. */
  readonly pseudonyms: Pseudonyms;
}

export function platformRoutes(deps: PlatformRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/platform/overview',
      summary: 'Platform-wide activity: people, courses and learning per day',
      tags: ['platform'],
      access: 'public',
      query: z.object({ days: z.coerce.number().int().min(1).max(90).default(14) }),
      responses: { 200: { description: 'The overview', schema: PlatformOverviewResponse } },
      async handle({ query }) {
        const overview = await getPlatformOverview(deps.database.db, { today: deps.clock(), days: query.days });
        return { status: 200, body: { ...overview, lastPosition: overview.lastPosition.toString() } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/health',
      summary: 'Database, event store head and projection lags',
      description:
        'Answers 503 when the database is unreachable, 200 otherwise; status is degraded when a projection fails, lags ' +
        'or has parked events (its read model lacks them until an admin retries them).',
      tags: ['operations'],
      access: 'public',
      responses: {
        200: { description: 'Up (ok or degraded)', schema: HealthResponse },
        503: { description: 'The database is unreachable', schema: HealthResponse },
      },
      async handle() {
        const health = await readPlatformHealth(deps);
        if (health.status === 'down') return { status: 503, body: health };
        return { status: 200, body: health };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/admin/monitoring',
      summary: "The platform's figures as an admin watches them",
      description:
        'The health check\'s figures, the last minute of HTTP traffic on this process (rate, 5xx share, p50/p95/p99), ' +
        'its sockets, memory and event-loop delay, and the thresholds past which each is a problem. Admins in the ' +
        'monitoring room get the same snapshot pushed every few seconds (monitoring_snapshot).',
      tags: ['admin', 'operations'],
      access: 'user',
      policy: 'admin',
      responses: { 200: { description: 'The figures now', schema: MonitoringSnapshot } },
      async handle() {
        return { status: 200, body: await deps.monitoring.take() };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/admin/command-center',
      summary: "The platform's pulse: sign-ups, active learners, learning, quiz attempts, sales, revenue and certificates per minute",
      description:
        'Per minute over the last `minutes` minutes (the current minute last), with the last 24 hours\' totals; revenue ' +
        'per currency in minor units. Read from the log\'s pulse read model. Admins in the command-centre room get the ' +
        'same figures for the last hour pushed every few seconds (command_center_pulse).',
      tags: ['admin', 'operations'],
      access: 'user',
      policy: 'admin',
      query: CommandCenterQuery,
      responses: { 200: { description: 'The pulse now', schema: CommandCenterPulse } },
      async handle({ query }) {
        return { status: 200, body: await readCommandCenterPulse(deps, query.minutes) };
      },
    }),
    ...parkedEventRoutes(deps),
    ...eventExportRoutes(deps),
  ];
}
