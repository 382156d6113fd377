import {
  certificateCriteriaStreamId,
  certificateStreamId,
  type CertificateCriteriaValue,
  type PathwiseEvent,
} from '@pathwise/event-schemas';
import { StreamVersionConflictError, type Checkpoint, type Database, type EventStore, type Executor, type ReactorEffect } from '@pathwise/event-store';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import { foldState } from '../../kernel/decider.js';
import { executeOnStream } from '../../kernel/stream-command.js';
import type { CourseCommands } from '../courses/index.js';
import type { Accounts } from '../identity/index.js';
import { certificateCriteriaDecider } from './certificate-criteria.decider.js';
import { reissuedCertificateIdFor } from './certificate-reissue.rules.js';
import { certificateDecider, type CertificateEvent, type CertificateState } from './certificate.decider.js';
import { nextStatusIndex } from './status-list-allocation.js';
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

export interface ReissueOutcome extends CertificateOutcome {
  /** The certificate now standing in place of the one asked about: made by this request, or by an earlier one. */
  readonly replacementId: string;
}

type Revocation = { reason: 'issued_in_error' | 'misconduct' | 'superseded' | 'other'; note: string | null };

/** A reissue that lost a race (a second click, a retried request) is decided again, and then finds the replacement. */
const ATTEMPTS_ON_CONFLICT = 3;

/** Runs certificate commands: who may is decided here with the course in hand, what happens by the deciders. */
export class CertificateCommands {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly database: Database,
    private readonly access: CourseAccess,
    private readonly courses: Pick<CourseCommands, 'load'>,
    private readonly accounts: Pick<Accounts, 'load'>,
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

  /** The holder shows or hides their name: the credential is signed again, with the name they go by now or without. */
  async changeNameVisibility(certificateId: string, showName: boolean, origin: CommandOrigin): Promise<CertificateOutcome> {
    const learnerId = origin.actor.userId;
    const currentName = showName ? await this.currentNameOf(learnerId) : null;
    const { appended, checkpoint } = await executeOnStream(this.store, {
      streamId: certificateStreamId(certificateId),
      stateId: certificateId,
      decider: certificateDecider,
      command: () => ({
        type: 'ChangeHolderNameVisibility' as const,
        data: { certificateId, learnerId, showName, reissuedAt: this.clock().toISOString(), currentName },
      }),
      metadata: metadataOf(origin),
    });
    return { changed: appended.length > 0, checkpoint };
  }

  /**
   * The holder's name changed since the certificate was signed with it: the certificate is revoked as superseded and a
   * replacement issued under the new name, with its own status index, all in one transaction. The replacement's id
   * is derived from the old one and its stream must not exist yet, so two requests at once issue it once: the loser
   * decides again, finds the old certificate superseded, and answers the same replacement.
   */
  async reissueWithNewName(certificateId: string, origin: CommandOrigin): Promise<ReissueOutcome> {
    const currentName = await this.currentNameOf(origin.actor.userId);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.database.db.transaction().execute((transaction) => this.reissueIn(transaction, certificateId, currentName, origin));
      } catch (error) {
        if (error instanceof StreamVersionConflictError && attempt < ATTEMPTS_ON_CONFLICT) continue;
        throw error;
      }
    }
  }

  private async reissueIn(transaction: Executor, certificateId: string, currentName: string | null, origin: CommandOrigin): Promise<ReissueOutcome> {
    const context = { readStream: (streamId: string, options?: { fromVersion?: number }) => this.store.readStream(streamId, { ...options, executor: transaction }) };
    const { events: stored } = await context.readStream(certificateStreamId(certificateId));
    const state = foldState(certificateDecider, certificateId, stored as unknown as CertificateEvent[]);
    const replacementId = reissuedCertificateIdFor(certificateId);
    const now = this.clock().toISOString();
    const learnerId = origin.actor.userId;
    const superseded = certificateDecider.decide({ type: 'SupersedeWithNewName', data: { certificateId, learnerId, currentName, replacementId, revokedAt: now } }, state);
    if (superseded.length === 0) {
      // Replaced before: the read model is waited for up to the revocation, which committed with the replacement.
      const last = stored.at(-1)!;
      return { replacementId, changed: false, checkpoint: { transactionId: last.transactionId, position: last.position } };
    }
    const status = await nextStatusIndex(context, replacementId);
    const replacement = certificateDecider.decide(
      {
        type: 'IssueReplacement',
        data: { replaced: state.issued!, statusListId: status.statusListId, statusListIndex: status.statusListIndex, holderName: currentName!, reissuedAt: now },
      },
      certificateDecider.initialState(replacementId),
    );
    const effects: ReactorEffect<PathwiseEvent>[] = [
      { streamId: certificateStreamId(certificateId), events: superseded, expectedVersion: stored.at(-1)!.streamVersion },
      { streamId: certificateStreamId(replacementId), events: replacement, expectedVersion: 'no_stream' },
      status.effect,
    ];
    let checkpoint: Checkpoint | null = null;
    for (const effect of effects) {
      const { events } = await this.store.append(effect.streamId, effect.events, { expectedVersion: effect.expectedVersion ?? 'any', executor: transaction, metadata: metadataOf(origin) });
      const last = events.at(-1)!;
      checkpoint = { transactionId: last.transactionId, position: last.position };
    }
    return { replacementId, changed: true, checkpoint };
  }

  private async currentNameOf(learnerId: string): Promise<string | null> {
    return (await this.accounts.load(learnerId)).state.displayName;
  }
}

const metadataOf = (origin: CommandOrigin) => ({
  correlationId: origin.requestId,
  causationId: origin.requestId,
  actor: { kind: 'user' as const, id: origin.actor.userId },
});
