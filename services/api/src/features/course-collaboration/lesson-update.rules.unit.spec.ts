import { LESSON_TEXT_NAME, MAX_LESSON_TEXT_LENGTH, MAX_LESSON_UPDATE_BYTES } from '@pathwise/contracts';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { checkDocumentAfterUpdate, checkUpdateShape } from './lesson-update.rules.js';

const textUpdate = (content: string) => {
  const doc = new Y.Doc();
  doc.getText(LESSON_TEXT_NAME).insert(0, content);
  return Y.encodeStateAsUpdate(doc);
};

describe('lesson update checks', () => {
  it('pass an update that inserts text, and call an empty one not worth storing', () => {
    expect(checkUpdateShape(textUpdate('hello'))).toBe(true);
    expect(checkUpdateShape(Y.encodeStateAsUpdate(new Y.Doc()))).toBe(false);
  });

  it('refuse bytes that are not a Yjs update', () => {
    expect(() => checkUpdateShape(new TextEncoder().encode('not an update at all'))).toThrow('The changes are not a valid Yjs update');
  });

  it('refuse an update over the size limit before decoding it', () => {
    expect(() => checkUpdateShape(new Uint8Array(MAX_LESSON_UPDATE_BYTES + 1))).toThrow(`at most ${MAX_LESSON_UPDATE_BYTES} are allowed`);
  });

  it('refuse a document made longer than a lesson may be', () => {
    const doc = new Y.Doc();
    doc.getText(LESSON_TEXT_NAME).insert(0, 'x'.repeat(MAX_LESSON_TEXT_LENGTH));
    expect(() => checkDocumentAfterUpdate(doc)).not.toThrow();
    doc.getText(LESSON_TEXT_NAME).insert(0, 'y');
    expect(() => checkDocumentAfterUpdate(doc)).toThrow(`at most ${MAX_LESSON_TEXT_LENGTH} are allowed`);
  });
});
