export * from './knowledge-tracing/knowledge-model.js';
