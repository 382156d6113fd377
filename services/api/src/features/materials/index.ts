/** Course materials: uploads, their bytes in file storage, and their attachment to lessons. */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import type { FileStorage } from '../../infrastructure/file-storage/file-storage.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { Metrics } from '../../observability/metrics.js';
import { lessonAttachmentsReactor } from './lesson-attachments.reactor.js';
import { MaterialCommands } from './material.commands.js';
import { materialsRoutes } from './materials.routes.js';

export { MaterialCommands } from './material.commands.js';
/** The upload route's check, for code that uploads without a request (the demo seed): name, type and bytes agree. */
export { checkUpload } from './upload.rules.js';

export interface MaterialsFeature extends FeatureModule {
  readonly commands: MaterialCommands;
}

export function createMaterialsFeature(deps: {
  store: EventStore<PathwiseEvent>;
  database: Database;
  files: FileStorage;
  access: CourseAccess;
  metrics: Metrics;
  /** The largest upload accepted. */
  maxBytes: number;
}): MaterialsFeature {
  const commands = new MaterialCommands(deps.store, deps.files, deps.access, deps.metrics);
  return {
    commands,
    reactors: [lessonAttachmentsReactor],
    routes: materialsRoutes({ materials: commands, files: deps.files, db: deps.database.db, maxBytes: deps.maxBytes }),
  };
}
