export * from './knowledge-tracing/knowledge-model.js';
export * from './shared/seeded-random.js';
export * from './shared/logistic.js';
export * from './simulation/index.js';
