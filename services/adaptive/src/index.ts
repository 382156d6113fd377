export * from './knowledge-tracing/knowledge-model.js';
export * from './shared/seeded-random.js';
export * from './shared/logistic.js';
export * from './mastery/mastery-level.js';
export * from './difficulty/difficulty-policy.js';
export * from './difficulty/difficulty-window.js';
export * from './spaced-review/review-schedule.js';
