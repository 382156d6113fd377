/**
 * The event log of Pathwise on PostgreSQL or PGlite: append with optimistic concurrency and idempotent retries,
 * stream and global reads that never skip an event, personal data that can be erased, and the subscription
 * machinery (checkpoints, leases, catch-up then live) that projections and reactors run on.
 */
export * from './database/database.js';
export * from './database/open-database.js';
export { DataDirectoryInUseError } from './database/data-dir-lock.js';
export * from './migrations/run-migrations.js';
export * from './store/event-store.js';
export * from './store/errors.js';
export * from './store/postgres-event-store.js';
export * from './personal-data/personal-data-vault.js';
export * from './ids/event-ids.js';
export * from './subscription/log-tail.js';
export * from './subscription/checkpoint-store.js';
export * from './subscription/leases.js';
export * from './subscription/checkpointed-consumer.js';
export * from './subscription/event-failure.js';
export * from './subscription/apply-isolating-failures.js';
export * from './subscription/parked-events.js';
export * from './subscription/retry-parked-events.js';
export * from './open-event-store.js';
export * from './subscription/reactor.js';
