import type { EventRegistry } from '@pathwise/event-schemas';
import type { Database } from './database/database.js';
import { PersonalDataVault } from './personal-data/personal-data-vault.js';
import type { AnyEvent } from './store/event-store.js';
import { PostgresEventStore } from './store/postgres-event-store.js';

export interface OpenEventStoreOptions {
  readonly database: Database;
  readonly registry: EventRegistry;
  /** 32 bytes that wrap every subject's personal data key. */
  readonly personalDataKey: Buffer;
  readonly newId?: () => string;
}

/** The event store and its personal data vault over an open database. */
export function openEventStore<E extends AnyEvent = AnyEvent>(options: OpenEventStoreOptions) {
  const vault = new PersonalDataVault(options.database.db, options.personalDataKey);
  const store = new PostgresEventStore<E>({
    database: options.database,
    registry: options.registry,
    vault,
    ...(options.newId ? { newId: options.newId } : {}),
  });
  return { store, vault };
}
