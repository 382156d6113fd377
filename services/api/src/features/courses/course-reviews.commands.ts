import { courseCompletionStreamId, courseReviewStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Checkpoint, EventStore } from '@pathwise/event-store';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import { executeOnStream } from '../../kernel/stream-command.js';
import type { Metrics } from '../../observability/metrics.js';
import { courseReviewDecider, type CourseReviewCommand } from './course-review.decider.js';

/** A review command as routes send it: the decider's command without the access, which is loaded here. */
export type CourseReviewRequest = CourseReviewCommand extends infer C ? (C extends CourseReviewCommand ? Omit<C, 'access'> : never) : never;

export interface CourseReviewOutcome {
  /** False when the command's effect was already there (a retry): nothing was appended. */
  readonly changed: boolean;
  /** Where the last event appended stands in the log, to wait for read models; null when nothing changed. */
  readonly checkpoint: Checkpoint | null;
}

/** Runs rating and review commands: load the course's team, the actor's completion and the review, decide, append. */
export class CourseReviews {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly courses: CourseAccess,
    private readonly metrics: Metrics,
  ) {}

  async execute(request: CourseReviewRequest, origin: CommandOrigin): Promise<CourseReviewOutcome> {
    const { courseId, learnerId } = request.data;
    const userId = origin.actor.userId;
    // Both read from the log, not a read model, so a learner may rate the moment their completion is recorded.
    const [standing, completion] = await Promise.all([
      this.courses.standing(courseId, userId),
      this.store.readStream(courseCompletionStreamId(courseId, userId), { maxCount: 1 }),
    ]);
    const access = { userId, course: standing && { creatorId: standing.creatorId, coAuthorIds: standing.coAuthorIds }, hasCompleted: completion.currentVersion > 0 };
    const { appended, checkpoint } = await executeOnStream(this.store, {
      streamId: courseReviewStreamId(courseId, learnerId),
      stateId: `${courseId}.${learnerId}`,
      decider: courseReviewDecider,
      command: () => ({ ...request, access }) as CourseReviewCommand,
      metadata: { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user', id: userId } },
    });
    for (const event of appended) this.metrics.eventsAppended.inc({ type: event.type });
    return { changed: appended.length > 0, checkpoint };
  }
}
