/** The synthetic learner simulator (ADR 12): learners with known true skills, for tests, evaluation and demos. */
export * from './synthetic-learner.js';
export * from './learner-dynamics.js';
export * from './study-schedule.js';
export * from './synthetic-item-bank.js';
export * from './simulate-learners.js';
export * from './observations-csv.js';
export * from './rank-correlation.js';
export * from './course-journey.js';
