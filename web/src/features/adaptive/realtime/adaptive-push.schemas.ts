/**
 * The schemas of the adaptive pushes, apart from the listeners that check them: loaded with the first push, so that
 * joining the learner's room after a signed-in page has loaded builds none of them.
 */
export { AdaptiveFeedbackPush, AdaptiveResponsePush, DifficultyAdjustedPush, ProgressUpdatePush } from '@pathwise/contracts';
