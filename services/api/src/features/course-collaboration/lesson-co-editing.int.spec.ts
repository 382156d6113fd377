import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LESSON_TEXT_NAME, lessonRoomId, type LessonRoomJoined } from '@pathwise/contracts';
import { lessonDocumentStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import { createEmptyPostgresDatabase, eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { enrolmentStreamId } from '../courses/index.js';
import { LessonCoEditor } from '../../testing/lesson-co-editor.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { useTestServer } from '../../testing/use-test-server.js';

/** A course drafted by `creatorId` with `coAuthorId` invited, straight into the log (course authoring is elsewhere). */
async function draftCourse(store: EventStore<PathwiseEvent>, creatorId: string, coAuthorId: string): Promise<string> {
  const courseId = `course-${randomUUID()}`;
  const details = {
    title: 'Fractions',
    subtitle: '',
    description: '',
    coverImageUrl: null,
    language: 'en' as const,
    level: 'beginner' as const,
    priceCents: 0,
    currency: 'USD' as const,
    tags: [],
  };
  await store.append(
    `course-${courseId}`,
    [
      { type: 'CourseDrafted', data: { ...details, courseId, creatorId } },
      { type: 'CoAuthorAdded', data: { courseId, userId: coAuthorId } },
      { type: 'CoursePublished', data: { courseId } },
    ],
    { expectedVersion: 'no_stream' },
  );
  return courseId;
}

const relative = (doc: Y.Doc, index: number) =>
  Buffer.from(Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(doc.getText(LESSON_TEXT_NAME), index))).toString('base64');

describe.each(testDatabaseKinds)('co-editing a lesson on %s', (kind) => {
  const used = useTestServer(kind);
  const editors: LessonCoEditor[] = [];
  afterAll(() => editors.forEach((editor) => editor.close()));

  const user = async (role: 'creator' | 'student' = 'creator') => {
    const userId = `u${randomUUID()}`;
    return { userId, token: await used.server.tokenFor({ userId, role, tier: 'free' }) };
  };
  const editorFor = (token: string, roomId: string, headers: Record<string, string> = {}) => {
    const editor = new LessonCoEditor(used.server.url, token, roomId, headers);
    editors.push(editor);
    return editor;
  };
  /** A course with its creator and a co-author, each with an editor on lesson l1. */
  const courseWithTwoAuthors = async () => {
    const [creator, coAuthor] = [await user(), await user()];
    const courseId = await draftCourse(used.server.platform.store, creator.userId, coAuthor.userId);
    const roomId = lessonRoomId(courseId, 'l1');
    return { courseId, roomId, creator, coAuthor, a: editorFor(creator.token, roomId), b: editorFor(coAuthor.token, roomId) };
  };
  const storedVersion = async (courseId: string) =>
    (await used.server.platform.store.readStream(lessonDocumentStreamId(courseId, 'l1'))).currentVersion;

  it('merges interleaved edits at the same place by two authors, so both hold the same text with every edit in it', async () => {
    const { courseId, a, b } = await courseWithTwoAuthors();
    expect(await a.join()).toMatchObject({ ok: true, room: expect.stringMatching(/^lesson:/) });
    expect(await b.join()).toMatchObject({ ok: true });

    for (let round = 1; round <= 4; round += 1) {
      a.edit((text) => text.insert(0, `A${round} `));
      b.edit((text) => text.insert(0, `B${round} `));
      const acks = await Promise.all([a.send(), b.send()]);
      expect(acks).toEqual([
        { ok: true, position: expect.any(String) },
        { ok: true, position: expect.any(String) },
      ]);
    }

    await eventually(() => expect(a.text).toBe(b.text));
    for (let round = 1; round <= 4; round += 1) {
      expect(a.text).toContain(`A${round} `);
      expect(a.text).toContain(`B${round} `);
    }
    expect(a.text).toHaveLength(4 * 2 * 3);
    expect(await used.server.platform.lessonDocuments.lessonDocumentText(courseId, 'l1')).toBe(a.text);
    expect(await storedVersion(courseId)).toBe(8);
  });

  it('gives an author who joins later the merged text, and shows who is in the room and where their cursor is', async () => {
    const { a, b, creator, coAuthor, roomId } = await courseWithTwoAuthors();
    await a.join();
    await b.join();
    a.edit((text) => text.insert(0, 'Hello'));
    b.edit((text) => text.insert(0, 'World'));
    await Promise.all([a.send(), b.send()]);
    await eventually(() => expect(a.text).toBe(b.text));

    const third = editorFor(creator.token, roomId);
    const joined = (await third.join()) as LessonRoomJoined;
    expect(joined.ok).toBe(true);
    expect(third.text).toBe(a.text);
    expect(joined.colour).toMatch(/^#[0-9a-f]{6}$/);

    expect(await b.emit({ room_id: roomId, cursor_position: { anchor: relative(b.doc, 2), head: relative(b.doc, 4) } })).toEqual({
      ok: true,
      position: null,
    });
    await eventually(() => {
      const latest = a.presence().at(-1);
      expect(latest?.kind === 'presence' && latest.collaborators.map((each) => each.user_id).sort()).toEqual(
        [creator.userId, creator.userId, coAuthor.userId].sort(),
      );
      const cursor = latest?.kind === 'presence' ? latest.collaborators.find((each) => each.user_id === coAuthor.userId)?.cursor_position : null;
      expect(cursor).toBeTruthy();
      const head = Y.createAbsolutePositionFromRelativePosition(Y.decodeRelativePosition(Buffer.from(cursor!.head, 'base64')), a.doc);
      expect(head?.index).toBe(4);
    });

    third.close();
    await eventually(() => {
      const latest = a.presence().at(-1);
      expect(latest?.kind === 'presence' && latest.collaborators).toHaveLength(2);
    });
  });

  it('refuses users who are not staff of the course, even enrolled learners, and stores nothing they send', async () => {
    const { courseId, roomId } = await courseWithTwoAuthors();
    const learner = await user('student');
    await used.server.platform.store.append(
      enrolmentStreamId(courseId, learner.userId),
      [{ type: 'LearnerEnrolled', data: { learnerId: learner.userId, courseId, source: 'free' } }],
      { expectedVersion: 'no_stream' },
    );
    const outsider = editorFor(learner.token, roomId);
    expect(await outsider.join()).toEqual({ ok: false, error: "Only the course's creator and co-authors may edit its lessons" });

    outsider.edit((text) => text.insert(0, 'vandalism'));
    const sent = await outsider.send();
    expect(sent).toEqual({ ok: false, error: `Join the lesson room ${roomId} before sending changes to it` });
    expect(await storedVersion(courseId)).toBe(0);

    const nowhere = editorFor(learner.token, lessonRoomId('no-such-course', 'l1'));
    expect(await nowhere.join()).toEqual({ ok: false, error: 'There is no course no-such-course' });
  });

  it('refuses in the language of the browser that opened the socket: its language cookie, else Accept-Language', async () => {
    const { roomId } = await courseWithTwoAuthors();
    const learner = await user('student');
    const inFrench = editorFor(learner.token, roomId, { cookie: 'theme=dark; lang=fr', 'accept-language': 'es' });
    expect(await inFrench.join()).toEqual({ ok: false, error: 'Seuls le créateur du cours et ses coauteurs peuvent modifier ses leçons' });
    inFrench.edit((text) => text.insert(0, 'bonjour'));
    expect(await inFrench.send()).toEqual({ ok: false, error: `Rejoignez la salle de la leçon ${roomId} avant d’y envoyer des modifications` });
    expect(await inFrench.emit({ room_id: roomId })).toEqual({ ok: false, error: 'changes: Envoyez des modifications, une cursor_position ou les deux' });
    // zod words its own findings in the socket's language too.
    expect(await inFrench.emit({ room_id: 42, changes: 'AAA=' })).toMatchObject({ ok: false, error: expect.stringMatching(/^room_id: Entrée invalide/) });

    const inSpanish = editorFor(learner.token, roomId, { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' });
    expect(await inSpanish.emit({ room_id: roomId, changes: 'not base64!' })).toEqual({ ok: false, error: 'changes: Se esperaba base64' });
    const nowhere = editorFor(learner.token, lessonRoomId('no-such-course', 'l1'), { 'accept-language': 'es' });
    expect(await nowhere.join()).toEqual({ ok: false, error: 'No existe el curso no-such-course' });
  });

  it('refuses malformed, oversized and misaddressed changes with the reason, stores nothing, and keeps the text intact', async () => {
    const { courseId, roomId, a } = await courseWithTwoAuthors();
    await a.join();
    a.edit((text) => text.insert(0, 'intact'));
    await a.send();

    expect(await a.emit({ room_id: roomId, changes: Buffer.from('this is not a Yjs update').toString('base64') })).toEqual({
      ok: false,
      error: 'The changes are not a valid Yjs update',
    });
    const oversized = await a.emit({ room_id: roomId, changes: Buffer.alloc(70_000, 1).toString('base64') });
    expect(oversized).toMatchObject({ ok: false, error: expect.stringMatching(/^changes: Too large/) });
    expect(await a.emit({ room_id: roomId, changes: 'not base64!' })).toMatchObject({ ok: false, error: expect.stringMatching(/^changes: Expected base64/) });
    expect(await a.emit({ room_id: 'no-dot-here', changes: 'AAA=' })).toMatchObject({ ok: false, error: expect.stringMatching(/^room_id:/) });
    expect(await a.emit({ room_id: roomId })).toMatchObject({ ok: false, error: 'changes: Send changes, a cursor_position, or both' });
    expect(await storedVersion(courseId)).toBe(1);

    a.edit((text) => text.insert(text.length, ' and growing'));
    expect(await a.send()).toMatchObject({ ok: true });
    expect(await used.server.platform.lessonDocuments.lessonDocumentText(courseId, 'l1')).toBe('intact and growing');
  });
});

describe.each(testDatabaseKinds)('a co-edited lesson across a server restart on %s', (kind) => {
  it('shows the merged text after the server restarts on the same database', async () => {
    const postgres = kind === 'postgres' ? await createEmptyPostgresDatabase() : null;
    const dataDir = kind === 'pglite' ? await mkdtemp(join(tmpdir(), 'pathwise-coedit-')) : null;
    const environment: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir! };
    let server: TestServer | null = await startTestServer(kind, environment);
    try {
      const creatorId = `u${randomUUID()}`;
      const coAuthorId = `u${randomUUID()}`;
      const courseId = await draftCourse(server.platform.store, creatorId, coAuthorId);
      const roomId = lessonRoomId(courseId, 'l1');
      const tokens = {
        creator: await server.tokenFor({ userId: creatorId, role: 'creator', tier: 'free' }),
        coAuthor: await server.tokenFor({ userId: coAuthorId, role: 'creator', tier: 'free' }),
      };
      const a = new LessonCoEditor(server.url, tokens.creator, roomId);
      const b = new LessonCoEditor(server.url, tokens.coAuthor, roomId);
      await Promise.all([a.join(), b.join()]);
      a.edit((text) => text.insert(0, 'first line\n'));
      b.edit((text) => text.insert(0, 'second line\n'));
      await Promise.all([a.send(), b.send()]);
      await eventually(() => expect(a.text).toBe(b.text));
      const merged = a.text;
      a.close();
      b.close();
      await server.close();

      server = await startTestServer(kind, environment);
      const reloaded = new LessonCoEditor(server.url, await server.tokenFor({ userId: creatorId, role: 'creator', tier: 'free' }), roomId);
      expect(await reloaded.join()).toMatchObject({ ok: true });
      expect(reloaded.text).toBe(merged);
      expect(merged).toContain('first line\n');
      expect(merged).toContain('second line\n');
      reloaded.close();
    } finally {
      await server?.close();
      await postgres?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('co-editing a lesson through two server nodes on one PostgreSQL database', () => {
  it("relays each author's changes to the other node's author through the log, and their presence between the nodes", async () => {
    const postgres = await createEmptyPostgresDatabase();
    const environment = { DATABASE_URL: postgres.url };
    const nodes: TestServer[] = [];
    try {
      nodes.push(await startTestServer('postgres', environment));
      nodes.push(await startTestServer('postgres', environment));
      const [one, two] = nodes as [TestServer, TestServer];
      const creatorId = `u${randomUUID()}`;
      const coAuthorId = `u${randomUUID()}`;
      const roomId = lessonRoomId(await draftCourse(one.platform.store, creatorId, coAuthorId), 'l1');
      const a = new LessonCoEditor(one.url, await one.tokenFor({ userId: creatorId, role: 'creator', tier: 'free' }), roomId);
      const b = new LessonCoEditor(two.url, await two.tokenFor({ userId: coAuthorId, role: 'creator', tier: 'free' }), roomId);
      await Promise.all([a.join(), b.join()]);
      for (let round = 1; round <= 3; round += 1) {
        a.edit((text) => text.insert(0, `one${round} `));
        b.edit((text) => text.insert(0, `two${round} `));
        await Promise.all([a.send(), b.send()]);
      }
      await eventually(() => {
        expect(a.text).toBe(b.text);
        expect(a.text.split(' ').filter(Boolean).sort()).toEqual(['one1', 'one2', 'one3', 'two1', 'two2', 'two3']);
      });

      // Presence is not in the log: the nodes tell each other who is in the room and where their cursors are.
      expect(await b.emit({ room_id: roomId, cursor_position: { anchor: relative(b.doc, 3), head: relative(b.doc, 3) } })).toMatchObject({ ok: true });
      const latestSeenBy = (editor: LessonCoEditor) => {
        const latest = editor.presence().at(-1);
        return latest?.kind === 'presence' ? latest.collaborators : [];
      };
      await eventually(() => {
        const seen = latestSeenBy(a);
        expect(seen.map((each) => each.user_id).sort()).toEqual([creatorId, coAuthorId].sort());
        expect(seen.find((each) => each.user_id === coAuthorId)?.cursor_position).not.toBeNull();
      });
      await eventually(() => expect(latestSeenBy(b).map((each) => each.user_id).sort()).toEqual([creatorId, coAuthorId].sort()));
      b.close();
      await eventually(() => expect(latestSeenBy(a).map((each) => each.user_id)).toEqual([creatorId]));
      a.close();
    } finally {
      for (const node of nodes) await node.close();
      await postgres.drop();
    }
  });
});
