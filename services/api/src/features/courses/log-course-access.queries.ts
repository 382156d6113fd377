import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import type { CourseAccess, CourseStanding, CourseStatus } from '../../kernel/course-standing.js';
import { isCourseStaff } from '../../kernel/course-membership.js';
import { enrolmentIsCurrent } from './enrolment-standing.rules.js';

/** The stream of one learner's enrolment in one course. */
export const enrolmentStreamId = (courseId: string, learnerId: string) => streamId('enrolment', `${courseId}.${learnerId}`);

interface Membership {
  title: string;
  status: CourseStatus;
  creatorId: string;
  coAuthorIds: string[];
  publishedVersion: number | null;
}

/** Answers CourseAccess from the course's own stream and the enrolment stream: consistent with every append. */
export class LogCourseAccess implements CourseAccess {
  constructor(private readonly store: EventStore<PathwiseEvent>) {}

  async standing(courseId: string, userId: string): Promise<CourseStanding | null> {
    const [course, enrolment] = await Promise.all([
      this.store.readStream(streamId('course', courseId)),
      this.store.readStream(enrolmentStreamId(courseId, userId)),
    ]);
    let membership: Membership | null = null;
    for (const event of course.events) {
      if (event.type === 'CourseDrafted') {
        membership = { title: event.data.title, status: 'draft', creatorId: event.data.creatorId, coAuthorIds: [], publishedVersion: null };
        continue;
      }
      if (!membership) continue;
      switch (event.type) {
        case 'CourseDetailsEdited':
        case 'CourseVersionRestored':
          membership.title = event.type === 'CourseDetailsEdited' ? event.data.title : event.data.details.title;
          break;
        case 'CoursePublished':
          membership.status = 'published';
          membership.publishedVersion = event.streamVersion;
          break;
        case 'CourseArchived':
          membership.status = 'archived';
          break;
        case 'CourseReturnedToDraft':
          membership.status = 'draft';
          break;
        case 'CoAuthorAdded':
          membership.coAuthorIds = [...new Set([...membership.coAuthorIds, event.data.userId])];
          break;
        case 'CoAuthorRemoved':
          membership.coAuthorIds = membership.coAuthorIds.filter((id) => id !== event.data.userId);
          break;
        default:
          break;
      }
    }
    if (!membership) return null;
    return {
      courseId,
      ...membership,
      isStaff: isCourseStaff(membership, userId),
      isEnrolled: enrolmentIsCurrent(enrolment.events),
    };
  }
}
