import type { PathwiseEvent } from '@pathwise/event-schemas';
import { deterministicEventId, type EventStore } from '@pathwise/event-store';
import { ConflictError, HttpError, NotFoundError } from '../../http/http-errors.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import type { CourseCommands } from './course.commands.js';
import { foldCourse } from './course.decider.js';
import { enrolmentStreamId } from './log-course-access.queries.js';

/** Enrols learners in free published courses; paid ones go through the purchase flow, which enrols on payment. */
export class Enrolments {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly courses: CourseCommands,
  ) {}

  async enrolForFree(courseId: string, origin: CommandOrigin): Promise<{ duplicate: boolean }> {
    const learnerId = origin.actor.userId;
    const { state, events } = await this.courses.load(courseId);
    if (!state || state.publishedVersion === null) throw new NotFoundError('No such course');
    const existing = await this.store.readStream(enrolmentStreamId(courseId, learnerId), { maxCount: 1 });
    if (existing.currentVersion > 0) return { duplicate: true };
    if (state.status !== 'published') throw new ConflictError('This course is not open for enrolment.');
    const published = foldCourse(events, state.publishedVersion)!;
    if (published.details.priceCents > 0) {
      throw new HttpError(402, 'Payment Required', `This course is paid: buy it at /courses/${courseId}/purchase.`, [], 'urn:pathwise:problem:payment-required');
    }
    const result = await this.store.append(
      enrolmentStreamId(courseId, learnerId),
      [{ id: deterministicEventId('enrolment', courseId, learnerId), type: 'LearnerEnrolled', data: { learnerId, courseId, source: 'free' } }],
      {
        // The id is derived from course and learner and the stream holds one event: two racing clicks enrol once.
        expectedVersion: 'no_stream',
        metadata: { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user', id: learnerId } },
      },
    );
    return { duplicate: result.idempotentReplay };
  }
}
