/**
 * What the AI studio is asked to do: the tasks of `POST /api/ai/generate` (spec section 7), plus drafting a whole
 * course outline, answering a learner's question about a course, and a lesson's variants, which have routes of
 * their own.
 */
export const aiTaskTypes = ['lesson_creation', 'quiz_generation', 'personalized_feedback', 'course_outline', 'course_assistant', 'lesson_variant'] as const;
export type AiTaskType = (typeof aiTaskTypes)[number];
