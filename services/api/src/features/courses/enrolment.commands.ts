import { orderStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { StreamVersionConflictError, deterministicEventId, type EventStore, type ReactorEffect } from '@pathwise/event-store';
import { ConflictError, HttpError, NotFoundError } from '../../http/http-errors.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { purchaseOrderId } from '../../kernel/purchase-order-id.js';
import type { CourseCommands } from './course.commands.js';
import { foldCourse } from './course.decider.js';
import { enrolmentStreamId } from './log-course-access.queries.js';

/** A price as the refusal words it: 49.00 EUR. */
const priceText = (priceCents: number, currency: string) => `${(priceCents / 100).toFixed(2)} ${currency}`;

/**
 * The enrolment a paid order leads to, as commerce's reactor appends it. The stream holds one event at most, so with
 * the expected version "none" an enrolment the route made first (or a replayed payment) is never doubled.
 */
export const purchaseEnrolment = (courseId: string, learnerId: string): ReactorEffect<PathwiseEvent> => ({
  streamId: enrolmentStreamId(courseId, learnerId),
  events: [{ type: 'LearnerEnrolled', data: { learnerId, courseId, source: 'purchase' } }],
  expectedVersion: 'no_stream',
});

/** Enrols learners in free published courses, and in paid ones they have paid for; others buy them first. */
export class Enrolments {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly courses: CourseCommands,
  ) {}

  /** Whether the learner's order for the course is paid: the enrolment then follows, whichever comes first. */
  private async hasPaid(courseId: string, learnerId: string): Promise<boolean> {
    const { events } = await this.store.readStream(orderStreamId(purchaseOrderId(learnerId, courseId)));
    return events.some((event) => event.type === 'OrderPaid');
  }

  async enrol(courseId: string, origin: CommandOrigin): Promise<{ duplicate: boolean }> {
    const learnerId = origin.actor.userId;
    const { state, events } = await this.courses.load(courseId);
    if (!state || state.publishedVersion === null) throw new NotFoundError('No such course');
    const existing = await this.store.readStream(enrolmentStreamId(courseId, learnerId), { maxCount: 1 });
    if (existing.currentVersion > 0) return { duplicate: true };
    if (state.status !== 'published') throw new ConflictError('This course is not open for enrolment.');
    const { priceCents, currency } = foldCourse(events, state.publishedVersion)!.details;
    const paid = priceCents > 0 && (await this.hasPaid(courseId, learnerId));
    if (priceCents > 0 && !paid) {
      throw new HttpError(
        402,
        'Payment Required',
        `This course costs ${priceText(priceCents, currency)}: buy it at /courses/${courseId}/purchase.`,
        [],
        'urn:pathwise:problem:payment-required',
      );
    }
    try {
      const result = await this.store.append(
        enrolmentStreamId(courseId, learnerId),
        [{ id: deterministicEventId('enrolment', courseId, learnerId), type: 'LearnerEnrolled', data: { learnerId, courseId, source: paid ? 'purchase' : 'free' } }],
        {
          // The id is derived from course and learner and the stream holds one event: two racing clicks enrol once.
          expectedVersion: 'no_stream',
          metadata: { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user', id: learnerId } },
        },
      );
      return { duplicate: result.idempotentReplay };
    } catch (error) {
      // The purchase's reactor enrolled the buyer between the read above and this append: enrolled all the same.
      if (error instanceof StreamVersionConflictError) return { duplicate: true };
      throw error;
    }
  }
}
