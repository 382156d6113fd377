/** Learning: the learning events a learner records in a course, over HTTP and the socket gateway. */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { Metrics } from '../../observability/metrics.js';
import type { CourseCommands } from '../courses/index.js';
import { courseCompletionReactor } from './course-completion.reactor.js';
import { LearningCommands } from './learning.commands.js';
import { learningRoutes } from './learning.routes.js';

export { LearningCommands } from './learning.commands.js';
export { learningEventFromRequest, type LearningEventInput } from './learning-event-request.http.js';
export { assertMayActForLearner } from './learning.policies.js';

export interface LearningFeature extends FeatureModule {
  readonly commands: LearningCommands;
}

export function createLearningFeature(deps: {
  store: EventStore<PathwiseEvent>;
  database: Database;
  courses: Pick<CourseCommands, 'load'>;
  access: CourseAccess;
  clock: () => Date;
  metrics: Metrics;
}): LearningFeature {
  const commands = new LearningCommands(deps.store, deps.database, deps.courses, deps.access, deps.clock, deps.metrics);
  return { commands, reactors: [courseCompletionReactor], routes: learningRoutes({ learning: commands, db: deps.database.db }) };
}
