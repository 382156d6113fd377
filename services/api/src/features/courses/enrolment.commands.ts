import type { PathwiseEvent } from '@pathwise/event-schemas';
import { StreamVersionConflictError, deterministicEventId, type EventStore, type ReactorEffect } from '@pathwise/event-store';
import { ConflictError, HttpError, NotFoundError } from '../../http/http-errors.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { currentPurchaseOrder } from '../../kernel/purchase-order-id.js';
import type { CourseCommands } from './course.commands.js';
import { foldCourse } from './course.decider.js';
import { enrolmentIsCurrent } from './enrolment-standing.rules.js';
import { enrolmentStreamId } from './log-course-access.queries.js';

/** A price as the refusal words it: 49.00 EUR. */
const priceText = (priceCents: number, currency: string) => `${(priceCents / 100).toFixed(2)} ${currency}`;

/** The stream's version as an append expects it: "none" for a stream never written. */
const expected = (currentVersion: number) => (currentVersion === 0 ? ('no_stream' as const) : currentVersion);

/**
 * The enrolment a paid order leads to, as commerce's reactor appends it after reading the enrolment stream at
 * `currentVersion` (and finding the learner not enrolled). With that expected version an enrolment the route made
 * first (or a replayed payment) is never doubled.
 */
export const purchaseEnrolment = (courseId: string, learnerId: string, currentVersion = 0): ReactorEffect<PathwiseEvent> => ({
  streamId: enrolmentStreamId(courseId, learnerId),
  events: [{ type: 'LearnerEnrolled', data: { learnerId, courseId, source: 'purchase' } }],
  expectedVersion: expected(currentVersion),
});

/** A refunded order ends the enrolment it paid for, appended after reading the enrolment stream at `currentVersion`. */
export const refundedEnrolmentEnd = (courseId: string, learnerId: string, orderId: string, currentVersion: number): ReactorEffect<PathwiseEvent> => ({
  streamId: enrolmentStreamId(courseId, learnerId),
  events: [{ type: 'EnrolmentEnded', data: { learnerId, courseId, orderId, reason: 'refunded' } }],
  expectedVersion: currentVersion,
});

/** The first enrolment keeps the id it always had; one after a refund is told apart by the version it follows. */
const enrolmentEventId = (courseId: string, learnerId: string, afterVersion: number) =>
  afterVersion === 0 ? deterministicEventId('enrolment', courseId, learnerId) : deterministicEventId('enrolment', courseId, learnerId, String(afterVersion));

/** Enrols learners in free published courses, and in paid ones they have paid for; others buy them first. */
export class Enrolments {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly courses: CourseCommands,
  ) {}

  /** Whether the learner's current order for the course is paid (not refunded): the enrolment then follows, whichever comes first. */
  private async hasPaid(courseId: string, learnerId: string): Promise<boolean> {
    const { events } = await currentPurchaseOrder((stream) => this.store.readStream(stream), learnerId, courseId);
    return events.some((event) => event.type === 'OrderPaid');
  }

  async enrol(courseId: string, origin: CommandOrigin): Promise<{ duplicate: boolean }> {
    const learnerId = origin.actor.userId;
    const { state, events } = await this.courses.load(courseId);
    if (!state || state.publishedVersion === null) throw new NotFoundError('No such course');
    const existing = await this.store.readStream(enrolmentStreamId(courseId, learnerId));
    if (enrolmentIsCurrent(existing.events)) return { duplicate: true };
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
        [{ id: enrolmentEventId(courseId, learnerId, existing.currentVersion), type: 'LearnerEnrolled', data: { learnerId, courseId, source: paid ? 'purchase' : 'free' } }],
        {
          // The id is derived from course, learner and the stream's version: two racing clicks enrol once.
          expectedVersion: expected(existing.currentVersion),
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
