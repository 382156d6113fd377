/** The adaptive engine on the server: the reactor that judges attempts, the learner profile and its routes. */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import { learnerProfileProjection } from '@pathwise/projections';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { CourseCommands } from '../courses/index.js';
import type { RateLimiter } from '../identity/index.js';
import type { LearningCommands } from '../learning/index.js';
import { projectionWaiter } from '../../infrastructure/projection-waiting/wait-for-projection.js';
import { adaptiveEngineReactor } from './adaptive-engine.reactor.js';
import { AdaptiveContent } from './adaptive-content.queries.js';
import { AdaptiveProfiles } from './adaptive-profiles.queries.js';
import { adaptiveRoutes } from './adaptive.routes.js';
import { courseAdaptiveAnalyticsRoutes } from './course-adaptive-analytics.routes.js';
import { CalibrationLog } from './calibration/calibration-log.queries.js';
import { CALIBRATION_INTERVAL_MS, Calibrations } from './calibration/calibrations.commands.js';
import { calibrationRoutes } from './calibration/calibration.routes.js';
import { KnowledgeModels } from './calibration/knowledge-models.service.js';

export { AdaptiveProfiles } from './adaptive-profiles.queries.js';
export { adaptiveResponseTo } from './adaptive-response.queries.js';
export { LearnerKnowledge } from './learner-knowledge.rules.js';
export { Calibrations } from './calibration/calibrations.commands.js';
export { CalibrationLog } from './calibration/calibration-log.queries.js';
export { KnowledgeModels } from './calibration/knowledge-models.service.js';
export { adaptiveEngineReactor } from './adaptive-engine.reactor.js';

export interface AdaptiveFeature extends FeatureModule {
  readonly models: KnowledgeModels;
  readonly calibrations: Calibrations;
  readonly profiles: AdaptiveProfiles;
  readonly content: AdaptiveContent;
}

export function createAdaptiveFeature(deps: {
  store: EventStore<PathwiseEvent>;
  database: Database;
  courses: CourseCommands;
  access: CourseAccess;
  learning: LearningCommands;
  limiter: RateLimiter;
  /** The seeded demo learner, whose profile the public demo page shows; null where the demo world is not seeded. */
  demoLearnerId: () => Promise<string | null>;
  clock: () => Date;
}): AdaptiveFeature {
  const calibrationLog = new CalibrationLog(deps.store);
  const models = new KnowledgeModels(calibrationLog);
  const calibrations = new Calibrations(deps.store, calibrationLog);
  const db = deps.database.db;
  const profiles = new AdaptiveProfiles(deps.store, db, deps.clock);
  const content = new AdaptiveContent({ store: deps.store, db, models, courses: deps.courses, access: deps.access, clock: deps.clock });
  return {
    models,
    calibrations,
    profiles,
    content,
    reactors: [adaptiveEngineReactor(models)],
    jobs: [{ name: 'calibration', intervalMs: CALIBRATION_INTERVAL_MS, run: () => calibrations.runIfDue() }],
    routes: [
      ...adaptiveRoutes({
        learning: deps.learning,
        profiles,
        content,
        limiter: deps.limiter,
        profileCaughtUp: projectionWaiter(deps.database, learnerProfileProjection),
      }),
      ...calibrationRoutes({ calibrations, clock: deps.clock }),
      ...courseAdaptiveAnalyticsRoutes({ db, access: deps.access, courses: deps.courses, profiles, demoLearnerId: deps.demoLearnerId }),
    ],
  };
}
