import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Reactor } from '@pathwise/event-store';
import type { RouteDefinition } from '../http/define-route.js';
import type { ScheduledJob } from './scheduled-job.js';

/**
 * What every feature's entry hands the composition root, which wires all of them the same way: it mounts the routes
 * (in the order of the features, so fixed paths a feature lists first win), runs the reactors beside the
 * projections and the jobs on their timers. A feature builds its command handlers and read-model waiters itself from the dependencies it is given,
 * and exposes them beside this shape only where another feature, the socket gateway or a CLI needs them.
 */
export interface FeatureModule {
  readonly routes: readonly RouteDefinition[];
  /** Policies that react to events, checkpointed like projections. */
  readonly reactors: readonly Reactor<PathwiseEvent>[];
  /** Work on a timer (a digest, renewals, payouts); none for most features. */
  readonly jobs?: readonly ScheduledJob[];
}
