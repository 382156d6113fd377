import type { HealthResponse } from '@pathwise/contracts';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import type { ProjectionRunner } from '@pathwise/projections';
import { sql } from 'kysely';
import { measureProjectionLag } from './projection-lag.queries.js';

/**
 * A projection further behind than this makes the platform degraded: reads are visibly stale. So does a parked
 * event: a read model is missing it (a lead absent from the admin's list) until someone acts, though all else serves.
 */
export const DEGRADED_LAG_SECONDS = 30;

export interface PlatformHealthDeps {
  readonly database: Database;
  readonly store: EventStore<PathwiseEvent>;
  readonly projections: readonly ProjectionRunner<PathwiseEvent>[];
  readonly clock: () => Date;
}

/** The database (reachable, and how fast), the log's head, and each projection's lag and parked events. */
export async function readPlatformHealth(deps: PlatformHealthDeps): Promise<HealthResponse> {
  const started = performance.now();
  const databaseUp = await sql`SELECT 1`.execute(deps.database.db).then(
    () => true,
    () => false,
  );
  const latencyMs = Math.round((performance.now() - started) * 100) / 100;
  const database = { kind: deps.database.kind, ok: databaseUp, latencyMs };
  if (!databaseUp) return { status: 'down', database, eventStore: { headPosition: '0' }, projections: [] };
  const [head, projections] = await Promise.all([
    deps.store.head(),
    measureProjectionLag(deps.database, deps.store, deps.projections, deps.clock()),
  ]);
  const degraded = projections.some(
    (projection) => projection.state === 'failing' || projection.lagSeconds > DEGRADED_LAG_SECONDS || projection.parkedEvents > 0,
  );
  return { status: degraded ? 'degraded' : 'ok', database, eventStore: { headPosition: head.lastPosition.toString() }, projections };
}
