import { z } from 'zod';
import { defineEvent, defineUpcaster } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { streamId } from '../kernel/stream-id.js';

/** Base64 of a Yjs update; the server decodes and checks it before it is stored. */
const YjsUpdate = z.string().min(1).regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Expected base64');

/** The collaborative text of one lesson: `lessondoc-<courseId>.<lessonId>`. */
export const lessonDocumentStreamId = (courseId: string, lessonId: string) => streamId('lessondoc', `${courseId}.${lessonId}`);

/**
 * How the text a document event wrote reads: `plain` for events stored before lesson text became Markdown (their
 * version 1), `markdown` since. A document is read as Markdown once one of its events is; a plain one is escaped
 * once, as a Markdown event of its own, the way old lesson text is upcast.
 */
export const LessonTextFormat = z.enum(['plain', 'markdown']);
export type LessonTextFormat = z.infer<typeof LessonTextFormat>;

const LessonDocumentUpdatedV1 = z.object({ courseId: EntityId, lessonId: EntityId, update: YjsUpdate, authorId: EntityId });

/**
 * One author's change to a lesson's text, as the CRDT update their editor produced. Updates commute, so the
 * stream's order does not matter to the merged text and appends need no expected version. Version 2 added
 * `textFormat`.
 */
export const LessonDocumentUpdated = defineEvent({
  type: 'LessonDocumentUpdated',
  schemaVersion: 2,
  schema: LessonDocumentUpdatedV1.extend({ textFormat: LessonTextFormat }),
  upcasters: [defineUpcaster({ fromVersion: 1, from: LessonDocumentUpdatedV1, upcast: (data) => ({ ...data, textFormat: 'plain' as const }) })],
});

const LessonDocumentCompactedV1 = z.object({ courseId: EntityId, lessonId: EntityId, stateAsUpdate: YjsUpdate });

/**
 * The whole document as one update, equal to every event before it in the stream merged: loading starts from the
 * latest one instead of the first event. The updates before it stay in the log. Version 2 added `textFormat`, the
 * format of the whole document.
 */
export const LessonDocumentCompacted = defineEvent({
  type: 'LessonDocumentCompacted',
  schemaVersion: 2,
  schema: LessonDocumentCompactedV1.extend({ textFormat: LessonTextFormat }),
  upcasters: [defineUpcaster({ fromVersion: 1, from: LessonDocumentCompactedV1, upcast: (data) => ({ ...data, textFormat: 'plain' as const }) })],
});

export const lessonDocumentEvents = [LessonDocumentUpdated, LessonDocumentCompacted] as const;
