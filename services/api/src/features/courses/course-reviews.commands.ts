import { courseCompletionStreamId, courseReviewStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { StreamVersionConflictError, type Checkpoint, type EventStore } from '@pathwise/event-store';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import { foldState } from '../../kernel/decider.js';
import type { Metrics } from '../../observability/metrics.js';
import { courseReviewDecider, type CourseReviewCommand, type CourseReviewEvent } from './course-review.decider.js';

/** A command lost a race when another writer appended to the review first: decide again, a few times at most. */
const RETRIES_ON_CONFLICT = 3;

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
    const stream = courseReviewStreamId(courseId, learnerId);
    for (let attempt = 1; ; attempt++) {
      const { events: stored, currentVersion } = await this.store.readStream(stream);
      const state = foldState(courseReviewDecider, `${courseId}.${learnerId}`, stored as CourseReviewEvent[]);
      const events = courseReviewDecider.decide({ ...request, access } as CourseReviewCommand, state);
      if (events.length === 0) return { changed: false, checkpoint: null };
      try {
        const result = await this.store.append(stream, events, {
          expectedVersion: currentVersion === 0 ? 'no_stream' : currentVersion,
          metadata: { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user', id: userId } },
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
