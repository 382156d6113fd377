/**
 * The learning player (/courses/$courseId/view): lessons and quizzes in order, progress, study mode, and the spec's
 * learning events (lesson_start, lesson_complete; the server records quiz_attempt when it grades).
 */
// The placement test asks its items with the player's question, about the same course.
export { QuizQuestion, type QuestionAnswer } from './components/quiz-question';
export { isBlankAnswer, submittedAnswer } from './lib/question-answer';
export { getCoursePlayerQueryOptions, playerQueryKey, useCoursePlayer } from './api/get-course-player';
