/**
 * The schema of the answer to a recorded learning event, alone: the player records the start of a lesson as it opens,
 * and checking that answer should not load (and build) the schemas of the whole course as well.
 */
export { RecordLearningEventResponse } from '@pathwise/contracts';
