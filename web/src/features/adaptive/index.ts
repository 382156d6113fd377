/**
 * The adaptive engine for the learner (ADR 12): /learner-dashboard and /progress (registered lazily by the router
 * from their own files), the app-wide push listener (realtime/adaptive-pushes, mounted by the shell for a signed-in
 * user), and the demo learner's state of mind for the emotional design page.
 */
export { DemoLearnerMood } from './components/demo-learner-mood';
export { adaptiveKeys } from './api/adaptive-keys';
// The player's completion view reads the learner's mastery of the course's skills.
export { getLearnerProfileQueryOptions } from './api/get-learner-profile';
export { weakestSkills } from './lib/weakest-skills';
// Certificates name each certified skill's level in the engine's own words.
export { adaptiveMessages } from './messages/adaptive.messages';
