/** Helpers for tests that need a real database: every storage test runs on PGlite and on PostgreSQL. */
export * from './test-database.js';
export * from './eventually.js';
export * from './use-test-event-store.js';
export * from './unchecked-events.js';
