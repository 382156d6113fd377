import {
  certificateCriteriaStreamId,
  certificateStreamId,
  type CertificateCriteriaValue,
  type PathwiseEvent,
} from '@pathwise/event-schemas';
import type { Checkpoint, EventStore } from '@pathwise/event-store';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import { executeOnStream } from '../../kernel/stream-command.js';
import type { CourseCommands } from '../courses/index.js';
import { certificateCriteriaDecider } from './certificate-criteria.decider.js';
import { certificateDecider, type CertificateState } from './certificate.decider.js';
import {
  certificateCourseNotFound,
  certificateCriteriaDenied,
  certificateNotFound,
  revocationDenied,
  unknownCriteriaLesson,
  unknownCriteriaSkill,
} from './certificate.errors.js';

export interface CertificateOutcome {
  readonly changed: boolean;
  readonly checkpoint: Checkpoint | null;
}

type Revocation = { reason: 'issued_in_error' | 'misconduct' | 'superseded' | 'other'; note: string | null };

/** Runs certificate commands: who may is decided here with the course in hand, what happens by the deciders. */
export class CertificateCommands {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly access: CourseAccess,
    private readonly courses: Pick<CourseCommands, 'load'>,
    private readonly clock: () => Date,
  ) {}

  /** The course's creator and co-authors set its criteria; the lessons and skills named must be the course's own. */
  async setCriteria(courseId: string, criteria: CertificateCriteriaValue, origin: CommandOrigin): Promise<CertificateOutcome> {
    const standing = await this.access.standing(courseId, origin.actor.userId);
    if (!standing) throw certificateCourseNotFound(courseId);
    if (!standing.isStaff) throw certificateCriteriaDenied();
    const { state: course } = await this.courses.load(courseId);
    const lessonIds = new Set(course?.modules.flatMap((module) => module.lessons.map((lesson) => lesson.lessonId)) ?? []);
    const skillIds = new Set(course?.skills.map((skill) => skill.skillId) ?? []);
    criteria.requiredLessonIds.forEach((lessonId, index) => {
      if (!lessonIds.has(lessonId)) throw unknownCriteriaLesson(index, lessonId);
    });
    criteria.masteryRequirements.forEach((requirement, index) => {
      if (!skillIds.has(requirement.skillId)) throw unknownCriteriaSkill(index, requirement.skillId);
    });
    const { appended, checkpoint } = await executeOnStream(this.store, {
      streamId: certificateCriteriaStreamId(courseId),
      stateId: courseId,
      decider: certificateCriteriaDecider,
      command: () => ({ type: 'SetCertificateCriteria' as const, data: { courseId, criteria, setBy: origin.actor.userId } }),
      metadata: metadataOf(origin),
    });
    return { changed: appended.length > 0, checkpoint };
  }

  /** An admin, or the creator of the certificate's course, revokes it with a reason; a second revocation changes nothing. */
  async revoke(certificateId: string, revocation: Revocation, origin: CommandOrigin): Promise<CertificateOutcome> {
    const { actor } = origin;
    const { appended, checkpoint } = await executeOnStream(this.store, {
      streamId: certificateStreamId(certificateId),
      stateId: certificateId,
      decider: certificateDecider,
      command: async (state: CertificateState) => {
        if (!state.issued) throw certificateNotFound(certificateId);
        const isAdmin = actor.role === 'admin';
        const standing = isAdmin ? null : await this.access.standing(state.issued.courseId, actor.userId);
        const isCreator = standing?.creatorId === actor.userId;
        if (!isAdmin && !isCreator) {
          // Only those who may see that it exists hear it is theirs to leave alone; everyone else, that there is none.
          if (standing?.isStaff || actor.userId === state.issued.learnerId) throw revocationDenied();
          throw certificateNotFound(certificateId);
        }
        return {
          type: 'RevokeCertificate' as const,
          data: {
            certificateId,
            revokedBy: actor.userId,
            revokedAs: isAdmin ? ('admin' as const) : ('course_creator' as const),
            reason: revocation.reason,
            note: revocation.note,
            revokedAt: this.clock().toISOString(),
          },
        };
      },
      metadata: metadataOf(origin),
    });
    return { changed: appended.length > 0, checkpoint };
  }

  /** The holder shows or hides their name: the credential is signed again, with it or without. */
  async changeNameVisibility(certificateId: string, showName: boolean, origin: CommandOrigin): Promise<CertificateOutcome> {
    const { appended, checkpoint } = await executeOnStream(this.store, {
      streamId: certificateStreamId(certificateId),
      stateId: certificateId,
      decider: certificateDecider,
      command: () => ({
        type: 'ChangeHolderNameVisibility' as const,
        data: { certificateId, learnerId: origin.actor.userId, showName, reissuedAt: this.clock().toISOString() },
      }),
      metadata: metadataOf(origin),
    });
    return { changed: appended.length > 0, checkpoint };
  }
}

const metadataOf = (origin: CommandOrigin) => ({
  correlationId: origin.requestId,
  causationId: origin.requestId,
  actor: { kind: 'user' as const, id: origin.actor.userId },
});
