/** Courses: authoring with versions, the catalogue, enrolment, the player and server-graded quizzes. */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore, Reactor } from '@pathwise/event-store';
import type { Metrics } from '../../observability/metrics.js';
import { QuizAttempts } from '../assessment/quiz-attempts.js';
import { quizRegradeReactor } from '../assessment/quiz-regrade.reactor.js';
import type { RouteDefinition } from '../../http/define-route.js';
import { CoAuthorInvitations, type InvitationKeyOf } from './co-author-invitations.js';
import { coAuthorInvitationsReactor } from './co-author-invitations.reactor.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import { courseAuthoringRoutes, type CourseAuthoringDeps } from './course-authoring.routes.js';
import { courseCatalogueRoutes } from './course-catalogue.routes.js';
import { CourseCommands } from './course-commands.js';
import { courseLearningRoutes } from './course-learning.routes.js';
import { Enrolments } from './enrolment.js';


export interface Courses {
  readonly commands: CourseCommands;
  readonly enrolments: Enrolments;
  readonly attempts: QuizAttempts;
  /** Policies to run beside the projections. */
  readonly reactors: readonly Reactor<PathwiseEvent>[];
  routes(deps: Omit<CourseAuthoringDeps, 'courses' | 'invitations'>): RouteDefinition[];
}

export function createCourses(deps: {
  store: EventStore<PathwiseEvent>;
  database: Database;
  access: CourseAccess;
  metrics: Metrics;
  clock: () => Date;
  /** The keyed hash of an email address that names its invitation stream. */
  invitationKeyOf: InvitationKeyOf;
}): Courses {
  const commands = new CourseCommands(deps.store, deps.metrics);
  const enrolments = new Enrolments(deps.store, commands);
  const attempts = new QuizAttempts(deps.store, deps.database, commands, deps.access, deps.clock);
  const invitations = new CoAuthorInvitations(deps.store, commands, deps.invitationKeyOf);
  return {
    commands,
    enrolments,
    attempts,
    reactors: [quizRegradeReactor, coAuthorInvitationsReactor(deps.invitationKeyOf)],
    routes: (authoring) => [
      // The catalogue's fixed paths (/courses/dashboard) come before /courses/:courseId.
      ...courseCatalogueRoutes({ courses: commands, access: deps.access, db: deps.database.db }),
      ...courseAuthoringRoutes({ courses: commands, invitations, ...authoring }),
      ...courseLearningRoutes({ courses: commands, access: deps.access, enrolments, attempts, db: deps.database.db }),
    ],
  };
}
