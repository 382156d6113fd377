import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { streamId } from '../kernel/stream-id.js';

/** Base64 of a Yjs update; the server decodes and checks it before it is stored. */
const YjsUpdate = z.string().min(1).regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Expected base64');

/** The collaborative text of one lesson: `lessondoc-<courseId>.<lessonId>`. */
export const lessonDocumentStreamId = (courseId: string, lessonId: string) => streamId('lessondoc', `${courseId}.${lessonId}`);

/**
 * One author's change to a lesson's text, as the CRDT update their editor produced. Updates commute, so the
 * stream's order does not matter to the merged text and appends need no expected version.
 */
export const LessonDocumentUpdated = defineEvent({
  type: 'LessonDocumentUpdated',
  schema: z.object({ courseId: EntityId, lessonId: EntityId, update: YjsUpdate, authorId: EntityId }),
});

/**
 * The whole document as one update, equal to every event before it in the stream merged: loading starts from the
 * latest one instead of the first event. The updates before it stay in the log.
 */
export const LessonDocumentCompacted = defineEvent({
  type: 'LessonDocumentCompacted',
  schema: z.object({ courseId: EntityId, lessonId: EntityId, stateAsUpdate: YjsUpdate }),
});

export const lessonDocumentEvents = [LessonDocumentUpdated, LessonDocumentCompacted] as const;
