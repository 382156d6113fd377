import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';

export const enrolmentSources = ['free', 'purchase', 'admin'] as const;

/**
 * The learner is enrolled. A stream's first enrolment is appended with the expected version "none", so enrolling twice
 * is a no-op; after an `EnrolmentEnded`, buying the course again appends another.
 */
export const LearnerEnrolled = defineEvent({
  type: 'LearnerEnrolled',
  schema: z.object({ learnerId: EntityId, courseId: EntityId, source: z.enum(enrolmentSources) }),
});

export const enrolmentEndReasons = ['refunded'] as const;
export type EnrolmentEndReason = (typeof enrolmentEndReasons)[number];

/**
 * The learner's access to the course ended (their order was refunded): an enrolment is current while its stream's last
 * event is `LearnerEnrolled`. What they learned stays theirs; the course is no longer open to them.
 */
export const EnrolmentEnded = defineEvent({
  type: 'EnrolmentEnded',
  schema: z.object({ learnerId: EntityId, courseId: EntityId, reason: z.enum(enrolmentEndReasons), orderId: EntityId }),
});

export const enrolmentEvents = [LearnerEnrolled, EnrolmentEnded] as const;
