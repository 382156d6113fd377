import { pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { createLeaseManager, type LeaseManager } from '@pathwise/event-store';
import { testDatabaseKinds, useTestEventStore } from '@pathwise/event-store/testing';
import { afterAll, beforeAll, describe } from 'vitest';
import { ProjectionRunner } from '../../runner/projection-runner.js';
import { rebuildProjection } from '../../runner/rebuild.js';
import { leaderboardContract } from '../../testing/leaderboard-contract.js';
import { leaderboardsProjection } from './board-rankings.projection.js';
import { PostgresLeaderboards } from './board-rankings.queries.js';

describe.each(testDatabaseKinds)('leaderboards in PostgreSQL tables on %s', (kind) => {
  const fixture = useTestEventStore<PathwiseEvent>(kind, { registry: pathwiseEvents });
  let leases: LeaseManager;
  beforeAll(() => {
    leases = createLeaseManager(fixture.database);
  });
  afterAll(() => leases.close());

  leaderboardContract(() => ({
    store: fixture.store,
    database: fixture.database,
    boards: new PostgresLeaderboards(fixture.database.db),
    catchUp: () => new ProjectionRunner(leaderboardsProjection, fixture.database, fixture.store, leases).drain(),
    rebuild: async () => {
      await rebuildProjection({ database: fixture.database, store: fixture.store, projection: leaderboardsProjection, batchSize: 7 });
    },
  }));
});
