/**
 * Leaderboards: global, weekly and per-course boards where learners appear under an alias unless they opt out or
 * show their name, and the course creator's switch that turns a course's board on.
 */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import type { LeaderboardReader, Projection } from '@pathwise/projections';
import { projectionWaiter } from '../../infrastructure/projection-waiting/wait-for-projection.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { Metrics } from '../../observability/metrics.js';
import { LeaderboardCommands } from './leaderboard.commands.js';
import { leaderboardRoutes } from './leaderboard.routes.js';

export { leaderboardAliasOf } from './leaderboard-alias.rules.js';

export interface LeaderboardsFeature extends FeatureModule {
  readonly commands: LeaderboardCommands;
  /** PostgreSQL tables by default, Redis sorted sets when REDIS_URL is set. */
  readonly boards: LeaderboardReader;
  /** The subscription that keeps `boards`, to wait for after a write. */
  readonly follower: Pick<Projection, 'name' | 'version'>;
}

export function createLeaderboardsFeature(deps: {
  store: EventStore<PathwiseEvent>;
  database: Database;
  access: CourseAccess;
  metrics: Metrics;
  clock: () => Date;
  boards: LeaderboardReader;
  follower: Pick<Projection, 'name' | 'version'>;
}): LeaderboardsFeature {
  const commands = new LeaderboardCommands(deps.store, deps.metrics);
  return {
    commands,
    boards: deps.boards,
    follower: deps.follower,
    reactors: [],
    routes: leaderboardRoutes({
      commands,
      boards: deps.boards,
      courses: deps.access,
      db: deps.database.db,
      clock: deps.clock,
      boardsCaughtUp: projectionWaiter(deps.database, deps.follower),
    }),
  };
}
