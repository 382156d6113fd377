/**
 * The learning player (/courses/$courseId/view): lessons and quizzes in order, progress, study mode, and the spec's
 * learning events (lesson_start, lesson_complete; the server records quiz_attempt when it grades).
 */
export { CoursePlayerPage } from './components/course-player-page';
export type { PlayerStep } from './lib/player-steps';
