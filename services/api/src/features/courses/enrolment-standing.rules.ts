import type { PathwiseEvent } from '@pathwise/event-schemas';

/**
 * Whether an enrolment stream's learner is enrolled now: its last event enrolled them. A refund ends an enrolment
 * (`EnrolmentEnded`) and buying again enrols anew, so the stream's first event is not the answer.
 */
export const enrolmentIsCurrent = (events: readonly Pick<PathwiseEvent, 'type'>[]): boolean => events.at(-1)?.type === 'LearnerEnrolled';
