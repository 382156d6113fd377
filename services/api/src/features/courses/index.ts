/** Courses: authoring with versions, the catalogue, enrolment, the player, and ratings and reviews. */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import { countCoursesLiveOf, courseCatalogueProjection, courseReviewsProjection } from '@pathwise/projections';
import type { FileStorage } from '../../infrastructure/file-storage/file-storage.js';
import { projectionWaiter } from '../../infrastructure/projection-waiting/wait-for-projection.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { Metrics } from '../../observability/metrics.js';
import { CoAuthorInvitations, type InvitationKeyOf } from './co-author-invitations.commands.js';
import { coAuthorInvitationsReactor } from './co-author-invitations.reactor.js';
import { courseAuthoringRoutes, type CourseAuthoringDeps } from './course-authoring.routes.js';
import { courseCatalogueRoutes } from './course-catalogue.routes.js';
import { courseCoverRoutes } from './course-cover.routes.js';
import { CourseCommands } from './course.commands.js';
import { CourseCovers } from './course-covers.service.js';
import { CourseReviews } from './course-reviews.commands.js';
import { courseReviewRoutes } from './course-reviews.routes.js';
import { courseLearningRoutes } from './course-learning.routes.js';
import { Enrolments } from './enrolment.commands.js';
import { LogCourseAccess } from './log-course-access.queries.js';

export { CourseCommands, type LoadedCourse } from './course.commands.js';
export { CourseCovers, type CoverRenditions } from './course-covers.service.js';
export { CourseReviews, type CourseReviewRequest } from './course-reviews.commands.js';
export { foldCourse, type CourseRequest } from './course.decider.js';
export { findLesson, findQuiz, type CourseContent, type CourseState } from './course.state.js';
export { lessonModalities } from './lesson-modalities.rules.js';
export { learnerItemOf } from './learner-content.views.js';
export { enrolmentStreamId } from './log-course-access.queries.js';
export { purchaseEnrolment, refundedEnrolmentEnd } from './enrolment.commands.js';
export { enrolmentIsCurrent } from './enrolment-standing.rules.js';

export interface CoursesFeature extends FeatureModule {
  readonly commands: CourseCommands;
  readonly enrolments: Enrolments;
  /** Course covers, as the upload route changes them (the demo seed draws its own). */
  readonly covers: CourseCovers;
  /** Where a user stands with a course, read from the log: what every course-scoped feature asks before it acts. */
  readonly access: CourseAccess;
  /** Ratings, reviews and the creator's replies (the demo seed rates its courses through it). */
  readonly reviews: CourseReviews;
}

export function createCoursesFeature(
  deps: Omit<CourseAuthoringDeps, 'courses' | 'invitations' | 'coursesLiveOf'> & {
    store: EventStore<PathwiseEvent>;
    database: Database;
    metrics: Metrics;
    /** The keyed hash of an email address that names its invitation stream. */
    invitationKeyOf: InvitationKeyOf;
    /** Where uploaded covers are kept. */
    files: FileStorage;
  },
): CoursesFeature {
  const { store, database, invitationKeyOf, files, ...authoring } = deps;
  const access = new LogCourseAccess(store);
  const commands = new CourseCommands(store, deps.metrics);
  const enrolments = new Enrolments(store, commands);
  const invitations = new CoAuthorInvitations(store, commands, invitationKeyOf);
  const covers = new CourseCovers(commands, files);
  const catalogueCaughtUp = projectionWaiter(database, courseCatalogueProjection);
  const coursesLiveOf = async (creatorId: string) => {
    await catalogueCaughtUp((await store.head()).visible);
    return countCoursesLiveOf(database.db, creatorId);
  };
  const reviews = new CourseReviews(store, access, deps.metrics);
  return {
    commands,
    enrolments,
    covers,
    access,
    reviews,
    reactors: [coAuthorInvitationsReactor(invitationKeyOf)],
    routes: [
      // The catalogue's fixed paths (/courses/dashboard) come before /courses/:courseId.
      ...courseCatalogueRoutes({ courses: commands, access, db: database.db }),
      ...courseAuthoringRoutes({ courses: commands, invitations, limiter: authoring.limiter, mailer: authoring.mailer, lessonTextIfEdited: authoring.lessonTextIfEdited, coursesLiveOf, clock: authoring.clock }),
      ...courseCoverRoutes({ covers }),
      ...courseLearningRoutes({ courses: commands, access, enrolments, db: database.db }),
      ...courseReviewRoutes({ reviews, access, db: database.db, reviewsCaughtUp: projectionWaiter(database, courseReviewsProjection) }),
    ],
  };
}
