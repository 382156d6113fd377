/**
 * Gamification: points, levels, streaks, achievements and leaderboards. Its pages and the signed-in layers are in
 * pages.ts; what other features use is here.
 */
export { reportQuizCompleted } from './api/report-quiz-completed';
