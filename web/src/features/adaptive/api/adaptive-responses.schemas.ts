/**
 * The schemas of the adaptive answers the learner dashboard and the course player read, apart from the calls that make them: each call loads them beside its request, so that zod
 * and the contracts stay out of the JavaScript a page waits for before it can paint.
 */
export { AdaptiveContentResponse, AdaptiveFeedback, LearnerProfile } from '@pathwise/contracts';
