/**
 * Who belongs to a course, written once: every feature that asks (authoring, the player, assessment, the forum,
 * materials, learning, the adaptive engine) calls these rules instead of spelling them out again.
 */

/** The people a course names: its creator and co-authors. */
export interface CourseTeam {
  readonly creatorId: string;
  readonly coAuthorIds: readonly string[];
}

/** Where one user stands with one course, as CourseAccess answers it. */
export interface CourseMembership {
  readonly isStaff: boolean;
  readonly isEnrolled: boolean;
}

/** The creator and co-authors: they edit the course, moderate its forum and preview it. Admins are not staff. */
export const isCourseStaff = (course: CourseTeam, userId: string): boolean =>
  course.creatorId === userId || course.coAuthorIds.includes(userId);

/** Staff and admins manage a course's shared space: moderate its forum, manage its materials, see its aggregates. */
export const mayManage = (membership: Pick<CourseMembership, 'isStaff'>, isAdmin: boolean): boolean => membership.isStaff || isAdmin;

/** Staff and enrolled learners are a course's members: they take its quizzes and see its content planned for them. */
export const isCourseMember = (membership: CourseMembership): boolean => membership.isStaff || membership.isEnrolled;

/** Members and admins take part in a course (its forum, its leaderboard). */
export const mayTakePart = (membership: CourseMembership, isAdmin: boolean): boolean => isCourseMember(membership) || isAdmin;

/**
 * How learning in a course is recorded: as an enrolled learner's, as a preview (staff, or an admin for themselves,
 * trying the course: kept in the log but earning nothing and counted in no learner's figures), or not at all.
 * Staff who also enrolled still preview: a course's makers cannot earn from their own course.
 */
export type LearningRecordKind = 'learning' | 'preview' | 'refused';

export function learnerMayRecordLearning(membership: CourseMembership, learnerIsAdmin: boolean): LearningRecordKind {
  if (membership.isStaff || learnerIsAdmin) return 'preview';
  return membership.isEnrolled ? 'learning' : 'refused';
}
