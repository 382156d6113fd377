/**
 * What crosses the wire between the web app and the server: HTTP payloads, socket event names and push shapes,
 * as zod schemas. Both sides import this package; it imports nothing of ours.
 */
export * from './socket-events.js';
export * from './positions.js';
export * from './rooms.js';
export * from './learning.js';
export * from './platform.js';
export * from './problem.js';
export * from './identity.js';
export * from './access-policies.js';
export * from './leads.js';
export * from './plans.js';
export * from './forum.js';
export * from './notifications.js';
export * from './materials.js';
export * from './courses.js';
export * from './white-label.js';
export * from './course-collaboration.js';
export * from './adaptive.js';
export * from './leaderboard.js';
export * from './placement.js';
export * from './gamification.js';
export * from './calibration.js';
