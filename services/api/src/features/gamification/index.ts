/** Gamification: XP, levels, streaks, achievements and rewards, decided by a reactor and read from a projection. */
export { gamificationReactor } from './gamification.reactor.js';
export { gamificationRoutes } from './gamification.routes.js';
