/** Gamification: XP, levels, streaks, achievements and rewards, decided by a reactor and read from a projection. */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import type { FeatureModule } from '../../kernel/feature-module.js';
import { gamificationReactor } from './gamification.reactor.js';
import { gamificationRoutes } from './gamification.routes.js';
import type { ReportingRates } from './reporting-currency.rules.js';
import { salesAchievementsReactor } from './sales-achievements.reactor.js';

export { statsStreamId } from './gamification.state.js';

export function createGamificationFeature(deps: {
  store: EventStore<PathwiseEvent>;
  database: Database;
  clock: () => Date;
  /** The currency revenue achievements count in, and the rates sales are converted into it by. */
  reporting: ReportingRates;
}): FeatureModule {
  return { reactors: [gamificationReactor, salesAchievementsReactor(deps.reporting)], routes: gamificationRoutes({ store: deps.store, db: deps.database.db, clock: deps.clock }) };
}
