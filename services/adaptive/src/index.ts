export * from './knowledge-tracing/knowledge-model.js';
export * from './knowledge-tracing/knowledge-model-parameters.js';
export * from './knowledge-tracing/create-knowledge-model.js';
export * from './knowledge-tracing/train-knowledge-model.js';
export * from './knowledge-tracing/learner-sequences.js';
export * from './shared/seeded-random.js';
export * from './shared/logistic.js';
