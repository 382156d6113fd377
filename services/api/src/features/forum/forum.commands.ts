import { forumThreadStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Checkpoint, EventStore } from '@pathwise/event-store';
import { executeOnStream } from '../../kernel/stream-command.js';
import type { Metrics } from '../../observability/metrics.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { forumThreadDecider, type ForumCommand } from './forum-thread.decider.js';

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
    const { appended, checkpoint } = await executeOnStream(this.store, {
      streamId: forumThreadStreamId(request.data.threadId),
      stateId: request.data.threadId,
      decider: forumThreadDecider,
      command: () => ({ ...request, access }) as ForumCommand,
      metadata: { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user', id: origin.actor.userId } },
    });
    for (const event of appended) this.metrics.eventsAppended.inc({ type: event.type });
    return { changed: appended.length > 0, checkpoint };
  }
}
