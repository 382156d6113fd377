import { LESSON_TEXT_NAME, MAX_LESSON_TEXT_LENGTH, MAX_LESSON_UPDATE_BYTES } from '@pathwise/contracts';
import * as Y from 'yjs';
import { HttpError } from '../../http/http-errors.js';

/** A co-editing update the server will not store; nothing of it reaches the log. */
export class LessonUpdateRefusedError extends HttpError {
  constructor(detail: string) {
    super(422, 'Lesson update refused', detail, [], 'urn:pathwise:problem:lesson-update-refused');
  }
}

/**
 * Checks an update before it touches a document: its size, and that it decodes as Yjs. Returns false for an update
 * that changes nothing (a client's empty diff), which is not worth storing.
 */
export function checkUpdateShape(update: Uint8Array): boolean {
  if (update.byteLength > MAX_LESSON_UPDATE_BYTES) {
    throw new LessonUpdateRefusedError(`The update is ${update.byteLength} bytes; at most ${MAX_LESSON_UPDATE_BYTES} are allowed`);
  }
  let decoded: ReturnType<typeof Y.decodeUpdate>;
  try {
    decoded = Y.decodeUpdate(update);
  } catch {
    throw new LessonUpdateRefusedError('The changes are not a valid Yjs update');
  }
  return decoded.structs.length > 0 || decoded.ds.clients.size > 0;
}

/**
 * Checks a document after an update was applied to it. An update that left something pending refers to changes
 * the log does not hold (a forged or corrupted update, since every change a client can know of came from the log);
 * one that made other shared types than the lesson text would store data nobody reads.
 */
export function checkDocumentAfterUpdate(doc: Y.Doc): void {
  if (doc.store.pendingStructs !== null || doc.store.pendingDs !== null) {
    throw new LessonUpdateRefusedError('The update depends on changes the server does not have; rejoin the room and resend');
  }
  const foreign = [...doc.share.keys()].filter((name) => name !== LESSON_TEXT_NAME);
  if (foreign.length > 0) throw new LessonUpdateRefusedError(`Only the lesson text "${LESSON_TEXT_NAME}" may be edited, not ${foreign.join(', ')}`);
  const length = doc.getText(LESSON_TEXT_NAME).length;
  if (length > MAX_LESSON_TEXT_LENGTH) {
    throw new LessonUpdateRefusedError(`The lesson text would be ${length} characters long; at most ${MAX_LESSON_TEXT_LENGTH} are allowed`);
  }
}
