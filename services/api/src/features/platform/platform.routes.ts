import { HealthResponse, PlatformOverviewResponse } from '@pathwise/contracts';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import { getPlatformOverview, type ProjectionRunner } from '@pathwise/projections';
import { sql } from 'kysely';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { parkedEventRoutes } from './parked-events.routes.js';
import { measureProjectionLag } from './projection-lag.queries.js';

/**
 * A projection further behind than this makes the platform degraded: reads are visibly stale. So does a parked
 * event: a read model is missing it (a lead absent from the admin's list) until someone acts, though all else serves.
 */
const DEGRADED_LAG_SECONDS = 30;

export interface PlatformRouteDeps {
  readonly database: Database;
  readonly store: EventStore<PathwiseEvent>;
  readonly projections: readonly ProjectionRunner<PathwiseEvent>[];
  readonly clock: () => Date;
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
        const started = performance.now();
        const databaseUp = await sql`SELECT 1`.execute(deps.database.db).then(
          () => true,
          () => false,
        );
        const latencyMs = Math.round((performance.now() - started) * 100) / 100;
        const database = { kind: deps.database.kind, ok: databaseUp, latencyMs };
        if (!databaseUp) {
          return { status: 503, body: { status: 'down', database, eventStore: { headPosition: '0' }, projections: [] } };
        }
        const [head, projections] = await Promise.all([
          deps.store.head(),
          measureProjectionLag(deps.database, deps.store, deps.projections, deps.clock()),
        ]);
        const degraded = projections.some(
          (projection) =>
            projection.state === 'failing' || projection.lagSeconds > DEGRADED_LAG_SECONDS || projection.parkedEvents > 0,
        );
        return {
          status: 200,
          body: {
            status: degraded ? 'degraded' : 'ok',
            database,
            eventStore: { headPosition: head.lastPosition.toString() },
            projections,
          },
        };
      },
    }),
    ...parkedEventRoutes(deps),
  ];
}
