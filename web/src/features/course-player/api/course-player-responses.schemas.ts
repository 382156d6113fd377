/**
 * The schemas of the answers the course player reads, apart from the calls that make them: each call loads them beside its request, so that zod
 * and the contracts stay out of the JavaScript a page waits for before it can paint.
 */
export { CheckAnswerResult, CoursePlayerResponse, QuizAttemptResult, QuizAttemptsResponse } from '@pathwise/contracts';
