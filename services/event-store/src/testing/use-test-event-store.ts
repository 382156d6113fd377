import type { EventRegistry } from '@pathwise/event-schemas';
import { afterAll, beforeAll } from 'vitest';
import type { Database, DatabaseKind } from '../database/database.js';
import { openEventStore } from '../open-event-store.js';
import type { PersonalDataVault } from '../personal-data/personal-data-vault.js';
import type { AnyEvent } from '../store/event-store.js';
import type { PostgresEventStore } from '../store/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestEventStore<E extends AnyEvent> {
  readonly testDatabase: TestDatabase;
  readonly database: Database;
  readonly store: PostgresEventStore<E>;
  readonly vault: PersonalDataVault;
}

/**
 * A fresh database and event store for the enclosing describe block: made before its tests, dropped after.
 * Read its fields inside tests and hooks, once beforeAll has run.
 */
export function useTestEventStore<E extends AnyEvent>(
  kind: DatabaseKind,
  options: { registry: EventRegistry; personalDataKey?: Buffer; poolSize?: number },
): TestEventStore<E> {
  let opened: TestEventStore<E> | null = null;
  beforeAll(async () => {
    const testDatabase = await createTestDatabase(kind, options.poolSize ? { poolSize: options.poolSize } : {});
    const { store, vault } = openEventStore<E>({
      database: testDatabase.database,
      registry: options.registry,
      personalDataKey: options.personalDataKey ?? Buffer.alloc(32, 7),
    });
    opened = { testDatabase, database: testDatabase.database, store, vault };
  });
  afterAll(async () => {
    await opened?.store.close();
    await opened?.testDatabase.drop();
  });
  const current = () => {
    if (!opened) throw new Error('The test event store is only there inside tests, after beforeAll');
    return opened;
  };
  return {
    get testDatabase() {
      return current().testDatabase;
    },
    get database() {
      return current().database;
    },
    get store() {
      return current().store;
    },
    get vault() {
      return current().vault;
    },
  };
}
