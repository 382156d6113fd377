/**
 * Live co-editing of lesson text (ADR 8). Course commands take a `LessonDocumentText` (the platform's
 * `lessonDocuments.lessonDocumentText`) to read a lesson's merged text when they store its body.
 */
export { LessonDocuments, type LessonDocumentText, type LessonDocumentsOptions } from './lesson-documents.js';
export { LessonCollaboration, type LessonCollaborationDeps } from './lesson-collaboration.js';
export { PresenceRelay } from './presence-relay.js';
export { LessonUpdateRefusedError } from './lesson-update-checks.js';
