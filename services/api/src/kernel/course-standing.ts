import type { CourseDetails } from '@pathwise/event-schemas';

export type CourseStatus = 'draft' | 'published' | 'archived';

/** Where one user stands with one course, read from the log itself (not a projection), so it is never stale. */
export interface CourseStanding {
  readonly courseId: string;
  readonly title: CourseDetails['title'];
  readonly status: CourseStatus;
  readonly creatorId: string;
  readonly coAuthorIds: readonly string[];
  /** The creator or a co-author: may edit the course and moderate its forum. */
  readonly isStaff: boolean;
  readonly isEnrolled: boolean;
  /** The version learners study: the last published one, null if never published. */
  readonly publishedVersion: number | null;
}

/** The question every course-scoped feature (forum, materials, co-editing, the player) asks before it acts. */
export interface CourseAccess {
  /** Null when there is no such course. */
  standing(courseId: string, userId: string): Promise<CourseStanding | null>;
}
