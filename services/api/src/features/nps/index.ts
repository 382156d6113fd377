/** The recommendation survey (NPS): asking people at sensible moments, their answers, and the admins' figures (ADR 61). */
import { npsSurveyProjection } from '@pathwise/projections';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import { projectionWaiter } from '../../infrastructure/projection-waiting/wait-for-projection.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import { NpsSurveys } from './nps-survey.commands.js';
import { npsRoutes } from './nps.routes.js';

export function createNpsFeature(deps: { store: EventStore<PathwiseEvent>; database: Database; clock: () => Date }): FeatureModule {
  const surveys = new NpsSurveys(deps.store, deps.clock);
  return {
    reactors: [],
    routes: npsRoutes({ surveys, db: deps.database.db, clock: deps.clock, surveyCaughtUp: projectionWaiter(deps.database, npsSurveyProjection) }),
  };
}
