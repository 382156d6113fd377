/** Helpers for tests and harnesses that need the real server: in-process, as a built process, or in a browser. */
export * from './test-server.js';
export * from './use-test-server.js';
export * from './learning-requests.js';
export * from './json-requests.js';
export * from './course-fixtures.js';
export * from './adaptive-fixtures.js';
export * from './adaptive-engine-harness.js';
export * from './socket-client.js';
export * from './built-server.js';
export * from './browser.js';
export * from './outbox-page.js';
export * from './sign-in-by-email.js';
export * from './axe.js';
export * from './lesson-co-editor.js';
export * from './settled-head.js';
export { eventRelayHandler, KafkaEventPublisher } from '../features/platform/index.js';
