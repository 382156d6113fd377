/**
 * Platform: what is happening on Pathwise as a whole: the public overview figures, health, projection state, parked
 * events, the admins' monitoring and the command center's pulse, the event log exported for analysts
 * and relayed to Kafka.
 */
import type { FeatureModule } from '../../kernel/feature-module.js';
import { platformRoutes, type PlatformRouteDeps } from './platform.routes.js';

export { measureProjectionLag, measureReactorLag, type WatchedReactor } from './projection-lag.queries.js';
export { MonitoringSnapshots } from './monitoring/monitoring-snapshots.js';
export { readCommandCenterPulse, type CommandCenterDeps } from './command-center/command-center-pulse.js';
export { planEventExport, type EventExport, type ExportProgress } from './event-export/event-export.js';
export { EventExportQuery, formatCheckpoint } from './event-export/event-export-query.js';
export { Pseudonyms } from './event-export/exported-event.js';
export { eventRelayHandler, type EventPublisher } from './event-relay/event-relay.js';
export { KafkaEventPublisher } from './event-relay/kafka-event-publisher.js';
export { RESUME_CHECKPOINT_HEADER } from './event-export/event-export.routes.js';

export function createPlatformFeature(deps: PlatformRouteDeps): FeatureModule {
  return { reactors: [], routes: platformRoutes(deps) };
}
