/**
 * Assessment: server-graded quiz attempts, their feedback, and regrades when an answer key is corrected; lessons'
 * check-yourself answers, graded the same way and recorded as practice.
 */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { CourseCommands } from '../courses/index.js';
import { LessonChecks } from './lesson-checks.commands.js';
import { lessonCheckRoutes } from './lesson-checks.routes.js';
import { QuizAttempts } from './quiz-attempts.commands.js';
import { quizAttemptRoutes } from './quiz-attempts.routes.js';
import { quizRegradeReactor } from './quiz-regrade.reactor.js';

export { QuizAttempts } from './quiz-attempts.commands.js';
export { isCorrect, quizForLearners } from './quiz-grading.rules.js';
export { practiceStreamId } from './lesson-checks.commands.js';
export { quizAttemptsStreamId } from './regrade.rules.js';

export interface AssessmentFeature extends FeatureModule {
  readonly attempts: QuizAttempts;
}

export function createAssessmentFeature(deps: {
  store: EventStore<PathwiseEvent>;
  database: Database;
  courses: CourseCommands;
  access: CourseAccess;
  clock: () => Date;
}): AssessmentFeature {
  const attempts = new QuizAttempts(deps.store, deps.database, deps.courses, deps.access, deps.clock);
  return {
    attempts,
    reactors: [quizRegradeReactor],
    routes: [
      ...quizAttemptRoutes({ courses: deps.courses, access: deps.access, attempts, db: deps.database.db }),
      ...lessonCheckRoutes({ checks: new LessonChecks(deps.store, deps.courses, deps.access) }),
    ],
  };
}
