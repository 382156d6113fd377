import { randomUUID } from 'node:crypto';
import { LESSON_TEXT_NAME } from '@pathwise/contracts';
import { lessonDocumentStreamId, pathwiseEvents, plainTextAsMarkdown, type PathwiseEvent } from '@pathwise/event-schemas';
import { appendUncheckedEvent, testDatabaseKinds, useTestEventStore } from '@pathwise/event-store/testing';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { LessonDocuments } from './lesson-documents.service.js';
import { LessonUpdateRefusedError } from './lesson-update.rules.js';

const silent = pino({ level: 'silent' });

/** An author's editor: a Y.Doc whose local edits come out as updates. */
function editor() {
  const doc = new Y.Doc();
  const text = doc.getText(LESSON_TEXT_NAME);
  return {
    doc,
    text,
    edit(change: (text: Y.Text) => void): Uint8Array {
      const before = Y.encodeStateVector(doc);
      change(text);
      return Y.encodeStateAsUpdate(doc, before);
    },
  };
}

describe.each(testDatabaseKinds)('lesson documents on %s', (kind) => {
  const fixture = useTestEventStore<PathwiseEvent>(kind, { registry: pathwiseEvents });
  const target = () => ({ courseId: `c${randomUUID()}`, lessonId: 'l1', authorId: 'author-1' });

  it('compact the stream as it grows and load the same text from the compaction and the updates after it', async () => {
    const lesson = target();
    const documents = new LessonDocuments(fixture.store, silent, { compactEvery: 3 });
    const author = editor();
    for (const word of ['one ', 'two ', 'three ', 'four ', 'five ', 'six ', 'seven ']) {
      await documents.apply(lesson, author.edit((text) => text.insert(text.length, word)), {});
    }
    const { events } = await fixture.store.readStream(lessonDocumentStreamId(lesson.courseId, lesson.lessonId));
    expect(events.map((event) => event.type)).toEqual([
      ...Array<string>(3).fill('LessonDocumentUpdated'),
      'LessonDocumentCompacted',
      ...Array<string>(3).fill('LessonDocumentUpdated'),
      'LessonDocumentCompacted',
      'LessonDocumentUpdated',
    ]);

    const fresh = new LessonDocuments(fixture.store, silent, { compactEvery: 3 });
    expect(await fresh.lessonDocumentText(lesson.courseId, lesson.lessonId)).toBe('one two three four five six seven ');
  });

  it('catch up with what another node stored before answering, so two nodes agree', async () => {
    const lesson = target();
    const nodeA = new LessonDocuments(fixture.store, silent);
    const nodeB = new LessonDocuments(fixture.store, silent);
    const alice = editor();
    const bob = editor();
    await nodeA.apply(lesson, alice.edit((text) => text.insert(0, 'Alice. ')), {});
    expect(await nodeB.lessonDocumentText(lesson.courseId, lesson.lessonId)).toBe('Alice. ');
    await nodeB.apply(lesson, bob.edit((text) => text.insert(0, 'Bob. ')), {});
    await nodeA.apply(lesson, alice.edit((text) => text.insert(text.length, 'More from Alice.')), {});

    const [textA, textB] = await Promise.all([
      nodeA.lessonDocumentText(lesson.courseId, lesson.lessonId),
      nodeB.lessonDocumentText(lesson.courseId, lesson.lessonId),
    ]);
    expect(textA).toBe(textB);
    expect(textA).toContain('Bob. ');
    expect(textA).toContain('Alice. More from Alice.');
  });

  it('escape a document stored before lesson text was Markdown once, when two nodes read it at once, and take edits after it', async () => {
    const lesson = target();
    const plain = 'Half of 1/2 is *a quarter*';
    const author = editor();
    const old = author.edit((text) => text.insert(0, plain));
    await appendUncheckedEvent(fixture.database, fixture.vault, {
      streamId: lessonDocumentStreamId(lesson.courseId, lesson.lessonId),
      type: 'LessonDocumentUpdated',
      data: { courseId: lesson.courseId, lessonId: lesson.lessonId, update: Buffer.from(old).toString('base64'), authorId: lesson.authorId },
    });
    const nodeA = new LessonDocuments(fixture.store, silent);
    const nodeB = new LessonDocuments(fixture.store, silent);

    const texts = await Promise.all([nodeA, nodeB].map((node) => node.lessonDocumentText(lesson.courseId, lesson.lessonId)));
    expect(texts).toEqual([plainTextAsMarkdown(plain), plainTextAsMarkdown(plain)]);
    expect(texts[0]).toBe('Half of 1\\/2 is \\*a quarter\\*');

    const joined = editor();
    Y.applyUpdate(joined.doc, Buffer.from((await nodeB.state(lesson.courseId, lesson.lessonId)).state, 'base64'));
    await nodeB.apply(lesson, joined.edit((text) => text.insert(text.length, ', **so** 1/4')), {});
    expect(await nodeA.lessonDocumentText(lesson.courseId, lesson.lessonId)).toBe(`${plainTextAsMarkdown(plain)}, **so** 1/4`);
    const { events } = await fixture.store.readStream(lessonDocumentStreamId(lesson.courseId, lesson.lessonId));
    expect(events.map((event) => event.type === 'LessonDocumentUpdated' && event.data.textFormat)).toEqual(['plain', 'markdown', 'markdown']);
  });

  it('store a retried update once', async () => {
    const lesson = target();
    const documents = new LessonDocuments(fixture.store, silent);
    const update = editor().edit((text) => text.insert(0, 'once'));
    const first = await documents.apply(lesson, update, {});
    const retry = await documents.apply(lesson, update, {});
    expect(retry.position).toBe(first.position);
    const { currentVersion } = await fixture.store.readStream(lessonDocumentStreamId(lesson.courseId, lesson.lessonId));
    expect(currentVersion).toBe(1);
  });

  it('refuse an update that refers to changes the log does not hold, store nothing, and keep serving the stored text', async () => {
    const lesson = target();
    const documents = new LessonDocuments(fixture.store, silent);
    const author = editor();
    await documents.apply(lesson, author.edit((text) => text.insert(0, 'kept')), {});
    const unseen = editor();
    unseen.edit((text) => text.insert(0, 'never sent '));
    const dependent = unseen.edit((text) => text.insert(text.length, 'depends on it'));

    await expect(documents.apply(lesson, dependent, {})).rejects.toThrow(LessonUpdateRefusedError);
    const { currentVersion } = await fixture.store.readStream(lessonDocumentStreamId(lesson.courseId, lesson.lessonId));
    expect(currentVersion).toBe(1);
    expect(await documents.lessonDocumentText(lesson.courseId, lesson.lessonId)).toBe('kept');
  });

  it('refuse an update to another shared type than the lesson text', async () => {
    const lesson = target();
    const documents = new LessonDocuments(fixture.store, silent);
    const doc = new Y.Doc();
    doc.getMap('smuggled').set('x', 'y');
    await expect(documents.apply(lesson, Y.encodeStateAsUpdate(doc), {})).rejects.toThrow(/Only the lesson text "body" may be edited/);
    expect((await fixture.store.readStream(lessonDocumentStreamId(lesson.courseId, lesson.lessonId))).currentVersion).toBe(0);
  });
});
