import { forumThreadStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { StreamVersionConflictError, type Checkpoint, type EventStore } from '@pathwise/event-store';
import { foldState } from '../../kernel/decider.js';
import type { Metrics } from '../../observability/metrics.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { forumThreadDecider, type ForumCommand, type ForumThreadEvent } from './forum-thread.decider.js';

/** A command lost a race when another writer appended to the thread first: decide again, a few times at most. */
const RETRIES_ON_CONFLICT = 3;

/** A forum command as routes send it: the decider's command without the access, which is loaded here. */
export type ForumRequest = ForumCommand extends infer C ? (C extends ForumCommand ? Omit<C, 'access'> : never) : never;

export interface ForumOutcome {
  /** False when the command's effect was already there (a retry): nothing was appended. */
  readonly changed: boolean;
  /** Where the last event appended stands in the log, to wait for read models; null when nothing changed. */
  readonly checkpoint: Checkpoint | null;
}

/** Runs forum commands: load where the actor stands and the thread's events, decide, append. */
export class ForumCommands {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly courses: CourseAccess,
    private readonly metrics: Metrics,
  ) {}

  async execute(request: ForumRequest, origin: CommandOrigin): Promise<ForumOutcome> {
    const standing = await this.courses.standing(request.data.courseId, origin.actor.userId);
    const access = {
      userId: origin.actor.userId,
      isAdmin: origin.actor.role === 'admin',
      course: standing && { isStaff: standing.isStaff, isEnrolled: standing.isEnrolled },
    };
    const stream = forumThreadStreamId(request.data.threadId);
    for (let attempt = 1; ; attempt++) {
      const { events: stored, currentVersion } = await this.store.readStream(stream);
      const state = foldState(forumThreadDecider, request.data.threadId, stored as ForumThreadEvent[]);
      const events = forumThreadDecider.decide({ ...request, access } as ForumCommand, state);
      if (events.length === 0) return { changed: false, checkpoint: null };
      try {
        const result = await this.store.append(stream, events, {
          expectedVersion: currentVersion === 0 ? 'no_stream' : currentVersion,
          metadata: {
            correlationId: origin.requestId,
            causationId: origin.requestId,
            actor: { kind: 'user', id: origin.actor.userId },
          },
        });
        for (const event of events) this.metrics.eventsAppended.inc({ type: event.type });
        const last = result.events.at(-1)!;
        return { changed: true, checkpoint: { transactionId: last.transactionId, position: last.position } };
      } catch (error) {
        if (error instanceof StreamVersionConflictError && attempt < RETRIES_ON_CONFLICT) continue;
        throw error;
      }
    }
  }
}
