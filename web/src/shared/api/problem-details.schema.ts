/**
 * The schema of an error answer, apart from the client that reads it: imported when an error arrives, so that zod
 * stays out of the first paint's JavaScript.
 */
export { ProblemDetails } from '@pathwise/contracts';
