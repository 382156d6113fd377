/** The schema of a room's push, loaded with the first push, so that zod stays out of the first paint's JavaScript. */
export { LearningUpdatePush } from '@pathwise/contracts';
