/** Adaptive placement tests: a CAT over a course's quiz items that tells a learner which lessons to skip. */
export { PlacementTests, placementStreamId } from './placement-tests.js';
export { placementRoutes } from './placement.routes.js';
export { uncalibrated, type ItemCalibrations } from './placement-bank.js';
