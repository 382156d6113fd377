/**
 * Live co-editing of lesson text (ADR 8). Course commands take a `LessonDocumentText` (the platform's
 * `lessonDocuments.lessonDocumentText`) to read a lesson's merged text when they store its body.
 */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { Logger } from '../../observability/logger.js';
import { LessonDocuments } from './lesson-documents.service.js';

export { LessonDocuments, type LessonDocumentText, type LessonDocumentsOptions } from './lesson-documents.service.js';
export { LessonCollaboration, type LessonCollaborationDeps } from './lesson-collaboration.service.js';
export { PresenceRelay } from './presence-relay.service.js';
export { LessonUpdateRefusedError } from './lesson-update.rules.js';

/** Co-editing runs over the socket gateway, not HTTP routes: the module carries the documents the gateway serves. */
export interface CourseCollaborationFeature extends FeatureModule {
  readonly lessonDocuments: LessonDocuments;
}

export function createCourseCollaborationFeature(deps: { store: EventStore<PathwiseEvent>; logger: Logger }): CourseCollaborationFeature {
  return { lessonDocuments: new LessonDocuments(deps.store, deps.logger), reactors: [], routes: [] };
}
