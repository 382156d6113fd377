/** The adaptive engine on the server: the reactor that judges attempts, the learner profile and its routes. */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore, Reactor } from '@pathwise/event-store';
import { learnerProfileProjection } from '@pathwise/projections';
import type { RouteDefinition } from '../../http/define-route.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { CourseCommands } from '../courses/course-commands.js';
import type { RateLimiter } from '../identity/sign-in/rate-limiter.js';
import type { LearningCommands } from '../learning/learning-commands.js';
import { projectionWaiter } from '../../infrastructure/projection-waiting/wait-for-projection.js';
import { adaptiveEngineReactor } from './adaptive-engine.reactor.js';
import { AdaptiveContent } from './adaptive-content.js';
import { AdaptiveProfiles } from './adaptive-profiles.js';
import { adaptiveRoutes } from './adaptive.routes.js';
import { courseAdaptiveAnalyticsRoutes } from './course-adaptive-analytics.routes.js';
import { CalibrationLog } from './calibration/calibration-log.js';
import { Calibrations } from './calibration/calibrations.js';
import { calibrationRoutes } from './calibration/calibration.routes.js';
import { KnowledgeModels } from './calibration/knowledge-models.js';

export { AdaptiveProfiles } from './adaptive-profiles.js';
export { LearnerKnowledge } from './learner-knowledge.js';
export { Calibrations, CALIBRATION_INTERVAL_MS } from './calibration/calibrations.js';

export interface Adaptive {
  readonly models: KnowledgeModels;
  readonly calibrations: Calibrations;
  readonly profiles: AdaptiveProfiles;
  readonly content: AdaptiveContent;
  readonly reactors: readonly Reactor<PathwiseEvent>[];
  routes(deps: { learning: LearningCommands; limiter: RateLimiter; demoLearnerId: () => Promise<string | null> }): RouteDefinition[];
}

export function createAdaptive(deps: {
  store: EventStore<PathwiseEvent>;
  database: Database;
  courses: CourseCommands;
  access: CourseAccess;
  clock: () => Date;
}): Adaptive {
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
    routes: (wiring) => [
      ...adaptiveRoutes({
        learning: wiring.learning,
        profiles,
        content,
        limiter: wiring.limiter,
        profileCaughtUp: projectionWaiter(deps.database, learnerProfileProjection),
      }),
      ...calibrationRoutes({ calibrations, clock: deps.clock }),
      ...courseAdaptiveAnalyticsRoutes({ db, access: deps.access, courses: deps.courses, profiles, demoLearnerId: wiring.demoLearnerId }),
    ],
  };
}
