import { randomUUID } from 'node:crypto';
import type { AddQuizRequest } from '@pathwise/contracts';
import { LESSON_TEXT_NAME } from '@pathwise/contracts';
import { lessonDocumentStreamId, plainTextAsMarkdown, streamId } from '@pathwise/event-schemas';
import { appendUncheckedEvent, eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { requestJson } from '../../testing/json-requests.js';
import { settledHead } from '../../testing/settled-head.js';
import { LessonCoEditor } from '../../testing/lesson-co-editor.js';
import { useTestServer } from '../../testing/use-test-server.js';

const quizBody = (expectedVersion: number): AddQuizRequest => ({
  expectedVersion,
  moduleId: 'm1',
  quizId: 'q1',
  title: 'Check yourself',
  passingScore: 50,
  items: [
    {
      itemId: 'i1',
      kind: 'single_choice',
      prompt: 'Which is bigger?',
      options: [{ optionId: 'a', text: '1/2' }, { optionId: 'b', text: '1/3' }],
      // Wrong on purpose: the regrade test corrects it.
      answerKey: { correctOptionIds: ['b'], acceptedAnswers: [] },
      skillIds: ['s1'],
      difficulty: 0,
      explanation: 'Halves are bigger than thirds.',
    },
    {
      itemId: 'i2',
      kind: 'short_answer',
      prompt: 'Half of 1/2?',
      options: [],
      answerKey: { correctOptionIds: [], acceptedAnswers: ['1/4'] },
      skillIds: ['s1'],
      difficulty: 0.5,
      explanation: 'Half of a half is a quarter.',
    },
  ],
});

describe.each(testDatabaseKinds)('courses over HTTP on %s', (kind) => {
  const used = useTestServer(kind);
  const url = (path: string) => `${used.server.url}/api${path}`;
  const user = async (role: 'creator' | 'student' | 'instructor', email?: string) => {
    const userId = randomUUID();
    return { userId, token: await used.server.tokenFor({ userId, role, tier: 'free', ...(email ? { email } : {}) }) };
  };

  /** A creator's course with a skill, a module, a lesson and the quiz above, published. */
  async function publishedCourse(creator: { token: string }, title = `Fractions ${randomUUID().slice(0, 6)}`) {
    const courseId = randomUUID();
    const call = (method: string, path: string, body?: unknown) => requestJson(method, url(`/courses/${courseId}${path}`), body, creator.token);
    expect((await requestJson('POST', url('/courses'), { courseId, title, level: 'beginner', language: 'en', tags: ['math'] }, creator.token)).status).toBe(201);
    expect((await call('PUT', '/skills/s1', { expectedVersion: 1, name: 'Comparing fractions', prerequisiteIds: [] })).status).toBe(200);
    expect((await call('POST', '/modules', { expectedVersion: 2, moduleId: 'm1', title: 'Basics' })).status).toBe(201);
    const lesson = { expectedVersion: 3, moduleId: 'm1', lessonId: 'l1', title: 'Parts of a whole', blocks: [{ kind: 'text', text: 'A fraction is a part.' }], estimatedMinutes: 7, skillIds: ['s1'] };
    expect((await call('POST', '/lessons', lesson)).status).toBe(201);
    expect((await call('POST', '/quizzes', quizBody(4))).status).toBe(201);
    const published = await call('POST', '/publish', { expectedVersion: 5 });
    expect(published.body).toEqual({ courseId, version: 6 });
    return { courseId, call };
  }

  it('takes a course from draft to the catalogue, and a learner from enrolment through a graded quiz', async () => {
    const creator = await user('instructor');
    const learner = await user('student');
    const title = `Fractions ${randomUUID().slice(0, 6)}`;
    const { courseId } = await publishedCourse(creator, title);

    const catalogue = await eventually(async () => {
      const page = await requestJson('GET', url(`/courses?q=${encodeURIComponent(title)}&level=beginner&price=free`));
      expect(page.body!.total).toBe(1);
      return page.body!;
    });
    expect(catalogue.items).toEqual([expect.objectContaining({ courseId, title, lessonCount: 1, estimatedMinutes: 7, creatorId: creator.userId })]);
    expect((await requestJson('GET', url(`/courses?q=${encodeURIComponent(title)}&price=paid`))).body!.total).toBe(0);

    const detail = await requestJson('GET', url(`/courses/${courseId}`), undefined, learner.token);
    expect(detail.body).toMatchObject({ version: 6, viewer: { signedIn: true, isStaff: false, isEnrolled: false }, skills: [{ skillId: 's1' }] });
    expect(JSON.stringify(detail.body)).not.toContain('A fraction is a part.');

    expect((await requestJson('GET', url(`/courses/${courseId}/learn`), undefined, learner.token)).status).toBe(403);
    expect((await requestJson('POST', url(`/courses/${courseId}/enrol`), undefined, learner.token)).body).toEqual({ courseId, enrolled: true, duplicate: false });
    expect((await requestJson('POST', url(`/courses/${courseId}/enrol`), undefined, learner.token)).body).toEqual({ courseId, enrolled: true, duplicate: true });

    const player = await requestJson('GET', url(`/courses/${courseId}/learn`), undefined, learner.token);
    expect(player.status).toBe(200);
    expect(JSON.stringify(player.body)).toContain('A fraction is a part.');
    expect(JSON.stringify(player.body)).not.toContain('answerKey');

    const attemptId = randomUUID();
    const answers = [{ itemId: 'i1', optionIds: ['a'], text: null }, { itemId: 'i2', optionIds: [], text: ' 1/4 ' }];
    const attempt = await requestJson('POST', url(`/courses/${courseId}/quizzes/q1/attempts`), { attemptId, answers, timeSpent: 60, deviceType: 'desktop' }, learner.token);
    expect(attempt.status).toBe(201);
    expect(attempt.body).toMatchObject({ score: 50, passed: true, courseVersion: 6, items: [{ itemId: 'i1', correct: false }, { itemId: 'i2', correct: true }] });
    const retry = await requestJson('POST', url(`/courses/${courseId}/quizzes/q1/attempts`), { attemptId, answers, timeSpent: 60, deviceType: 'desktop' }, learner.token);
    expect(retry).toMatchObject({ status: 200, body: { duplicate: true } });
    const learning = (await used.server.platform.store.readStream(`learner-${learner.userId}`)).events;
    expect(learning.map((event) => event.type)).toEqual(['LearningEventRecorded']);
    expect(learning[0]!.data).toMatchObject({ eventType: 'quiz_attempt', score: 50, courseId });

    const mine = await eventually(async () => {
      const response = await requestJson('GET', url('/me/courses'), undefined, learner.token);
      expect(response.body!.courses).toHaveLength(1);
      return response.body!;
    });
    expect(mine.courses).toEqual([expect.objectContaining({ courseId, lessonsCompleted: 0, progressPercent: 0 })]);
    const dashboard = await eventually(async () => {
      const response = await requestJson('GET', url('/courses/dashboard'), undefined, creator.token);
      expect((response.body!.recentEnrolments as unknown[]).length).toBe(1);
      return response.body!;
    });
    expect(dashboard).toMatchObject({ totals: { published: 1, drafts: 0, enrolments: 1 }, courses: [{ courseId, status: 'published', role: 'creator' }] });
  });

  it('answers a retried attempt with its original grade, and refuses its attemptId with other answers or from another learner', async () => {
    const creator = await user('instructor');
    const [learner, other] = [await user('student'), await user('student')];
    const { courseId } = await publishedCourse(creator);
    for (const each of [learner, other]) expect((await requestJson('POST', url(`/courses/${courseId}/enrol`), undefined, each.token)).status).toBe(201);
    const attempts = url(`/courses/${courseId}/quizzes/q1/attempts`);
    const submission = { attemptId: randomUUID(), answers: [{ itemId: 'i1', optionIds: ['a'], text: null }], timeSpent: 20, deviceType: 'desktop' };
    const keyConflict = { status: 409, body: { errors: [{ pointer: '#/body/attemptId', detail: 'Already used for a different request' }] } };
    const first = await requestJson('POST', attempts, submission, learner.token);
    expect(first.status).toBe(201);

    const retry = await requestJson('POST', attempts, submission, learner.token);
    // `at` of a retry is when the attempt was stored, a moment after the first answer's clock reading.
    const { at: _at, ...original } = first.body!;
    expect(retry).toMatchObject({ status: 200, body: { ...original, duplicate: true } });
    const otherAnswers = { ...submission, answers: [{ itemId: 'i1', optionIds: ['b'], text: null }, { itemId: 'i2', optionIds: [], text: '1/4' }] };
    expect(await requestJson('POST', attempts, otherAnswers, learner.token)).toMatchObject(keyConflict);
    expect(await requestJson('POST', attempts, submission, other.token)).toMatchObject(keyConflict);

    const graded = (await used.server.platform.store.readStream(streamId('attempts', `${courseId}.q1`))).events;
    expect(graded.map((event) => event.data)).toEqual([expect.objectContaining({ attemptId: submission.attemptId, learnerId: learner.userId, score: 0 })]);
    expect((await used.server.platform.store.readStream(`learner-${other.userId}`)).events).toEqual([]);
  });

  it("records the staff's graded attempts as previews, which earn no XP", async () => {
    const creator = await user('instructor');
    const { courseId } = await publishedCourse(creator);
    const store = used.server.platform.store;
    await settledHead(used.server.platform);
    const xpBefore = (await store.readStream(streamId('stats', creator.userId))).currentVersion;
    // Both items right: a pass, which would earn a learner XP.
    const answers = [{ itemId: 'i1', optionIds: ['b'], text: null }, { itemId: 'i2', optionIds: [], text: '1/4' }];
    const attempt = await requestJson('POST', url(`/courses/${courseId}/quizzes/q1/attempts`), { attemptId: randomUUID(), answers, timeSpent: 20, deviceType: 'desktop' }, creator.token);
    expect(attempt).toMatchObject({ status: 201, body: { passed: true } });
    await settledHead(used.server.platform);

    const graded = (await store.readStream(streamId('attempts', `${courseId}.q1`))).events;
    expect(graded.map((event) => event.data)).toEqual([expect.objectContaining({ learnerId: creator.userId, preview: true })]);
    const learning = (await store.readStream(`learner-${creator.userId}`)).events;
    expect(learning.map((event) => event.data)).toEqual([expect.objectContaining({ eventType: 'quiz_attempt', preview: true })]);
    expect((await store.readStream(streamId('stats', creator.userId))).currentVersion).toBe(xpBefore);
  });

  it('regrades exactly the attempts an answer-key correction changes', async () => {
    const creator = await user('creator');
    const { courseId, call } = await publishedCourse(creator);
    const learners = await Promise.all([user('student'), user('student'), user('student')]);
    // Right only after the correction, right only before it, and unanswered (wrong either way).
    const picks: string[][] = [['a'], ['b'], []];
    const attemptIds: string[] = [];
    for (const [index, learner] of learners.entries()) {
      expect((await requestJson('POST', url(`/courses/${courseId}/enrol`), undefined, learner.token)).status).toBe(201);
      const attemptId = randomUUID();
      attemptIds.push(attemptId);
      const answers = [{ itemId: 'i1', optionIds: picks[index]!, text: null }, { itemId: 'i2', optionIds: [], text: 'no idea' }];
      expect((await requestJson('POST', url(`/courses/${courseId}/quizzes/q1/attempts`), { attemptId, answers, timeSpent: 30, deviceType: 'mobile' }, learner.token)).status).toBe(201);
    }
    // The key of a published item cannot be changed by a plain edit ...
    const edit = await call('PUT', '/quizzes/q1', { ...quizBody(6), moduleId: undefined, quizId: undefined, items: quizBody(6).items.map((item, index) => (index === 0 ? { ...item, answerKey: { correctOptionIds: ['a'], acceptedAnswers: [] } } : item)) });
    expect(edit.status).toBe(400);
    // ... only by a correction, which regrades.
    const corrected = await call('POST', '/quizzes/q1/items/i1/answer-key', { expectedVersion: 6, answerKey: { correctOptionIds: ['a'], acceptedAnswers: [] }, reason: 'The key was swapped' });
    expect(corrected.body).toEqual({ courseId, version: 7 });

    const attemptsStream = `attempts-${courseId}.q1`;
    const regrades = await eventually(async () => {
      const { events } = await used.server.platform.store.readStream(attemptsStream);
      const found = events.filter((event) => event.type === 'QuizAttemptRegraded');
      expect(found).toHaveLength(2);
      return found.map((event) => event.data as { attemptId: string; previousScore: number; score: number });
    });
    expect(regrades.map((each) => each.attemptId).sort()).toEqual([attemptIds[0], attemptIds[1]].sort());
    expect(regrades.find((each) => each.attemptId === attemptIds[0])).toMatchObject({ previousScore: 0, score: 50 });
    expect(regrades.find((each) => each.attemptId === attemptIds[1])).toMatchObject({ previousScore: 50, score: 0 });

    const seen = await eventually(async () => {
      const response = await requestJson('GET', url(`/courses/${courseId}/quizzes/q1/attempts`), undefined, learners[1]!.token);
      expect((response.body!.attempts as { regraded: boolean }[])[0]!.regraded).toBe(true);
      return response.body!.attempts as { score: number }[];
    });
    expect(seen[0]!.score).toBe(0);
  });

  it('keeps every version: lists them, diffs two readably, restores one, and refuses a stale edit', async () => {
    const creator = await user('creator');
    const { courseId, call } = await publishedCourse(creator);
    const editedLesson = { expectedVersion: 6, title: 'Parts of a whole', blocks: [{ kind: 'text', text: 'A fraction is a part.\nThe bottom number counts the parts.' }], estimatedMinutes: 9, skillIds: ['s1'] };
    expect((await call('PUT', '/lessons/l1', editedLesson)).body).toEqual({ courseId, version: 7 });

    const stale = await call('PUT', '/lessons/l1', { ...editedLesson, estimatedMinutes: 12 });
    expect(stale.status).toBe(409);
    expect(stale.headers.get('content-type')).toContain('application/problem+json');
    expect(stale.body!.errors).toEqual([{ pointer: '#/body/expectedVersion', detail: 'Stale: the course is at version 7' }]);
    // The same edit sent again (a retry after a lost answer) is not a conflict: it changes nothing.
    expect((await call('PUT', '/lessons/l1', editedLesson)).body).toEqual({ courseId, version: 7 });

    const versions = await call('GET', '/versions');
    expect(versions.body).toMatchObject({ currentVersion: 7 });
    expect((versions.body!.versions as { version: number; summary: string; actorId: string }[]).slice(0, 2)).toEqual([
      expect.objectContaining({ version: 7, summary: 'Edited the lesson "Parts of a whole"', actorId: creator.userId }),
      expect.objectContaining({ version: 6, summary: 'Published this version', published: true }),
    ]);
    const diff = await call('GET', '/versions/diff?from=6&to=7');
    expect(diff.body!.changes).toEqual([
      {
        kind: 'changed',
        label: 'Lesson "Parts of a whole": text',
        before: 'A fraction is a part.',
        after: 'A fraction is a part.\nThe bottom number counts the parts.',
        lines: [{ op: ' ', text: 'A fraction is a part.' }, { op: '+', text: 'The bottom number counts the parts.' }],
      },
      { kind: 'changed', label: 'Lesson "Parts of a whole": estimated minutes', before: '7', after: '9', lines: null },
    ]);

    expect((await call('POST', '/versions/6/restore', { expectedVersion: 7 })).body).toEqual({ courseId, version: 8 });
    const authoring = await call('GET', '/authoring');
    expect(authoring.body).toMatchObject({ version: 8, status: 'published', publishedVersion: 6 });
    expect((authoring.body!.modules as { lessons: { estimatedMinutes: number }[] }[])[0]!.lessons[0]!.estimatedMinutes).toBe(7);
  });

  it('refuses bad input and strangers with a clear problem, and stores nothing', async () => {
    const creator = await user('creator');
    const stranger = await user('creator');
    const student = await user('student');
    const { courseId, call } = await publishedCourse(creator);
    const stream = `course-${courseId}`;
    const versionBefore = (await used.server.platform.store.readStream(stream)).currentVersion;

    const cases: { response: Awaited<ReturnType<typeof call>>; status: number; pointer?: string }[] = [
      { response: await requestJson('PUT', url(`/courses/${courseId}/details`), { expectedVersion: 6, title: 'Mine now', subtitle: '', description: '', coverImageUrl: null, language: 'en', level: 'beginner', priceCents: 0, currency: 'USD', tags: [] }, stranger.token), status: 403 },
      { response: await call('PUT', '/details', { expectedVersion: 6, title: '  ', subtitle: '', description: '', coverImageUrl: null, language: 'en', level: 'beginner', priceCents: 0, currency: 'USD', tags: [] }), status: 400, pointer: '#/body/title' },
      { response: await call('POST', '/lessons', { expectedVersion: 6, moduleId: 'm1', lessonId: 'l2', title: 'More', blocks: [], estimatedMinutes: 5, skillIds: ['nope'] }), status: 400, pointer: '#/body/skillIds/0' },
      { response: await call('POST', '/quizzes', { ...quizBody(6), quizId: 'q2', items: [{ ...quizBody(6).items[0]!, answerKey: { correctOptionIds: [], acceptedAnswers: [] } }] }), status: 400, pointer: '#/body/items/0/answerKey/correctOptionIds' },
      { response: await call('PUT', '/skills/s2', { expectedVersion: 6, name: 'Loop', prerequisiteIds: ['s2'] }), status: 400, pointer: '#/body/prerequisiteIds/0' },
      { response: await call('POST', '/modules', { expectedVersion: 6, moduleId: 'bad id!', title: 'x' }), status: 400, pointer: '#/body/moduleId' },
      { response: await requestJson('POST', url('/courses'), { courseId: randomUUID(), title: 'Student course', level: 'beginner', language: 'en' }, student.token), status: 403 },
      { response: await requestJson('POST', url(`/courses/${courseId}/quizzes/q1/attempts`), { attemptId: randomUUID(), answers: [], timeSpent: 1, deviceType: 'desktop' }, student.token), status: 403 },
      { response: await requestJson('GET', url(`/courses/${randomUUID()}`)), status: 404 },
    ];
    for (const { response, status, pointer } of cases) {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      if (pointer) expect((response.body!.errors as { pointer: string }[]).map((error) => error.pointer)).toContain(pointer);
    }
    expect((await used.server.platform.store.readStream(stream)).currentVersion).toBe(versionBefore);
  });

  it('sends learners of a paid course to the purchase page instead of enrolling them', async () => {
    const creator = await user('creator');
    const learner = await user('student');
    const { courseId, call } = await publishedCourse(creator);
    expect((await call('POST', '/return-to-draft', { expectedVersion: 6 })).status).toBe(200);
    const details = { expectedVersion: 7, title: 'Paid fractions', subtitle: '', description: '', coverImageUrl: null, language: 'en', level: 'beginner', priceCents: 1900, currency: 'USD', tags: [] };
    expect((await call('PUT', '/details', details)).status).toBe(200);
    expect((await call('POST', '/publish', { expectedVersion: 8 })).status).toBe(200);
    const enrol = await requestJson('POST', url(`/courses/${courseId}/enrol`), undefined, learner.token);
    expect(enrol.status).toBe(402);
    expect(enrol.body!.detail).toBe(`This course costs 19.00 USD: buy it at /courses/${courseId}/purchase.`);
    expect((await used.server.platform.store.readStream(`enrolment-${courseId}.${learner.userId}`)).currentVersion).toBe(0);
  });

  it('starts a co-edited lesson from its saved text, and freezes the co-edited text when publishing', async () => {
    const creator = await user('creator');
    const learner = await user('student');
    const { courseId, call } = await publishedCourse(creator);
    const editor = new LessonCoEditor(used.server.url, creator.token, `${courseId}.l1`);
    try {
      expect(await editor.join()).toMatchObject({ ok: true });
      expect(editor.text).toBe('A fraction is a part.');
      editor.edit((text) => text.insert(text.length, ' Written together.'));
      expect(await editor.send()).toMatchObject({ ok: true });
    } finally {
      editor.close();
    }
    expect((await call('POST', '/publish', { expectedVersion: 6 })).body).toEqual({ courseId, version: 8 });
    expect((await requestJson('POST', url(`/courses/${courseId}/enrol`), undefined, learner.token)).status).toBe(201);
    const player = await requestJson('GET', url(`/courses/${courseId}/learn`), undefined, learner.token);
    expect(player.body).toMatchObject({ version: 8 });
    expect((player.body!.modules as { lessons: { blocks: { text: string }[] }[] }[])[0]!.lessons[0]!.blocks[0]!.text).toBe('A fraction is a part. Written together.');
    // Nothing changed since: publishing again freezes nothing new.
    expect((await call('POST', '/publish', { expectedVersion: 8 })).body).toEqual({ courseId, version: 8 });
  });

  it('publishes a lesson co-edited before its text was Markdown as the text it showed then, its punctuation escaped once', async () => {
    const creator = await user('creator');
    const learner = await user('student');
    const { courseId, call } = await publishedCourse(creator);
    const plain = 'Step 1. Take *half* of 1/2\n# not a heading, <b>not bold</b>, $5 each';
    // The document as the co-editing of that time stored it: plain text, in a version 1 event.
    const draft = new Y.Doc();
    draft.getText(LESSON_TEXT_NAME).insert(0, plain);
    const { database, vault } = used.server.platform;
    const stream = lessonDocumentStreamId(courseId, 'l1');
    await appendUncheckedEvent(database, vault, {
      streamId: stream,
      type: 'LessonDocumentUpdated',
      data: { courseId, lessonId: 'l1', update: Buffer.from(Y.encodeStateAsUpdate(draft)).toString('base64'), authorId: creator.userId },
    });
    const markdown = plainTextAsMarkdown(plain);
    expect(markdown).toContain('1\\. Take \\*half\\*');

    expect((await call('POST', '/publish', { expectedVersion: 6 })).body).toEqual({ courseId, version: 8 });
    expect((await requestJson('POST', url(`/courses/${courseId}/enrol`), undefined, learner.token)).status).toBe(201);
    const player = await requestJson('GET', url(`/courses/${courseId}/learn`), undefined, learner.token);
    expect((player.body!.modules as { lessons: { blocks: { text: string }[] }[] }[])[0]!.lessons[0]!.blocks[0]!.text).toBe(markdown);

    // An author opening it now edits the Markdown; it was escaped once, so publishing again changes nothing.
    const editor = new LessonCoEditor(used.server.url, creator.token, `${courseId}.l1`);
    try {
      expect(await editor.join()).toMatchObject({ ok: true });
      expect(editor.text).toBe(markdown);
    } finally {
      editor.close();
    }
    expect((await call('POST', '/publish', { expectedVersion: 8 })).body).toEqual({ courseId, version: 8 });
    const { events } = await used.server.platform.store.readStream(stream);
    expect(events.map((event) => event.type === 'LessonDocumentUpdated' && event.data.textFormat)).toEqual(['plain', 'markdown']);
  });
});
