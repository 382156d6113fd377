/** Gamification: XP, levels, streaks, achievements and rewards, decided by a reactor and read from a projection. */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import type { FeatureModule } from '../../kernel/feature-module.js';
import { gamificationReactor } from './gamification.reactor.js';
import { gamificationRoutes } from './gamification.routes.js';

export { statsStreamId } from './gamification.state.js';

export function createGamificationFeature(deps: { store: EventStore<PathwiseEvent>; database: Database; clock: () => Date }): FeatureModule {
  return { reactors: [gamificationReactor], routes: gamificationRoutes({ store: deps.store, db: deps.database.db, clock: deps.clock }) };
}
