import type { PathwiseEvent } from '@pathwise/event-schemas';
import { checkpointStore, parkedEventStore, type Database, type EventStore } from '@pathwise/event-store';
import { allProjections, subscriptionIdOf, type ProjectionRunner } from '@pathwise/projections';

/** Counting further than this would cost more than knowing the exact number is worth. */
export const LAG_COUNT_CAP = 100_000;

export interface ProjectionLag {
  readonly name: string;
  readonly version: number;
  /** This process's runner state, or 'elsewhere' when another process runs it. */
  readonly state: string;
  readonly lagEvents: number;
  readonly lagSeconds: number;
  readonly lastError: string | null;
  /** Events it could not apply and set aside (ADR 18): its read model lacks them until they are retried. */
  readonly parkedEvents: number;
}

/**
 * How far each projection is behind the log and how many events it parked, read from the database, so that an API
 * node that runs no projections itself still reports the workers' lag.
 */
export async function measureProjectionLag(
  database: Database,
  store: EventStore<PathwiseEvent>,
  runners: readonly ProjectionRunner<PathwiseEvent>[],
  now: Date,
): Promise<ProjectionLag[]> {
  const parked = await parkedEventStore.counts(database.db);
  return Promise.all(
    allProjections.map(async (projection) => {
      const local = runners.find((runner) => runner.projection.name === projection.name)?.status();
      const lag = await measureSubscriptionLag(database, store, subscriptionIdOf(projection), local ?? null, parked, now);
      return { name: projection.name, version: projection.version, ...lag };
    }),
  );
}

/** A reactor's subscription as this process knows it: `local` is its consumer here, null when another process runs it. */
export interface WatchedReactor {
  readonly subscriptionId: string;
  readonly local: { status(): { state: string; lastError: string | null } } | null;
}

/** How far each reactor is behind the log, read from the database as the projections' lag is. */
export async function measureReactorLag(
  database: Database,
  store: EventStore<PathwiseEvent>,
  reactors: readonly WatchedReactor[],
  now: Date,
): Promise<Omit<ProjectionLag, 'version'>[]> {
  const parked = await parkedEventStore.counts(database.db);
  return Promise.all(
    reactors.map(async (reactor) => ({
      name: reactor.subscriptionId,
      ...(await measureSubscriptionLag(database, store, reactor.subscriptionId, reactor.local?.status() ?? null, parked, now)),
    })),
  );
}

async function measureSubscriptionLag(
  database: Database,
  store: EventStore<PathwiseEvent>,
  subscriptionId: string,
  local: { state: string; lastError: string | null } | null,
  parked: ReadonlyMap<string, number>,
  now: Date,
) {
  const checkpoint = await checkpointStore.load(database.db, subscriptionId);
  const lag = await store.lagBehind(checkpoint, LAG_COUNT_CAP);
  return {
    state: local?.state ?? 'elsewhere',
    lagEvents: lag.events,
    lagSeconds: lag.oldestRecordedAt ? Math.max(0, (now.getTime() - lag.oldestRecordedAt.getTime()) / 1000) : 0,
    lastError: local?.lastError ?? null,
    parkedEvents: parked.get(subscriptionId) ?? 0,
  };
}
