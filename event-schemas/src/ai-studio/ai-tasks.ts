/**
 * What the AI studio is asked to do: the tasks of `POST /api/ai/generate` (spec section 7), plus drafting a whole
 * course outline, which has routes of its own.
 */
export const aiTaskTypes = ['lesson_creation', 'quiz_generation', 'personalized_feedback', 'course_outline'] as const;
export type AiTaskType = (typeof aiTaskTypes)[number];
