import type { AnyEvent, Executor, StoredEvent } from '@pathwise/event-store';
import type { PathwiseEvent } from '@pathwise/event-schemas';

/** The schema queries read from; rebuilds build elsewhere and swap their tables in. */
export const LIVE_SCHEMA = 'read_models';

export interface ProjectionContext {
  /** The page's transaction; the checkpoint is saved in it too. */
  readonly transaction: Executor;
  /** Where this run keeps its tables: the live schema, a rebuild's shadow or an as-of snapshot. */
  readonly schema: string;
}

/**
 * A read model built from the log. Named after the question it answers; its tables carry a version suffix so that
 * a new version builds beside the old one, and its schema is a parameter so that a rebuild can run beside the live
 * tables and then take their place.
 */
export interface Projection<E extends AnyEvent = PathwiseEvent> {
  readonly name: string;
  /** Bump when the tables or the rules change: the new version starts from the beginning of the log. */
  readonly version: number;
  readonly eventTypes: readonly E['type'][];
  /** Every table it owns, by name without schema. */
  readonly tables: readonly string[];
  /** Creates its tables in a schema if they are missing. */
  createTables(db: Executor, schema: string): Promise<void>;
  /** Folds one page of events, in log order, into its tables. */
  apply(events: readonly StoredEvent<E>[], context: ProjectionContext): Promise<void>;
}

/** Each projection version has a checkpoint of its own. */
export const subscriptionIdOf = (projection: Pick<Projection, 'name' | 'version'>): string =>
  `projection:${projection.name}:v${projection.version}`;

/** Schema names come from projection names, never from user input; still, keep them to a safe alphabet. */
export function schemaNameFor(prefix: 'rebuild' | 'retired' | 'asof', projectionName: string, suffix = ''): string {
  const name = `${prefix}_${projectionName}${suffix ? `_${suffix}` : ''}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return name.slice(0, 63);
}
