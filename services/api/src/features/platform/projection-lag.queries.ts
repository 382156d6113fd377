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
      const checkpoint = await checkpointStore.load(database.db, subscriptionIdOf(projection));
      const lag = await store.lagBehind(checkpoint, LAG_COUNT_CAP);
      const local = runners.find((runner) => runner.projection.name === projection.name)?.status();
      return {
        name: projection.name,
        version: projection.version,
        state: local?.state ?? 'elsewhere',
        lagEvents: lag.events,
        lagSeconds: lag.oldestRecordedAt ? Math.max(0, (now.getTime() - lag.oldestRecordedAt.getTime()) / 1000) : 0,
        lastError: local?.lastError ?? null,
        parkedEvents: parked.get(subscriptionIdOf(projection)) ?? 0,
      };
    }),
  );
}
