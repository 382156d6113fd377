import { randomUUID } from 'node:crypto';
import { courseReportPath } from '@pathwise/contracts';
import { eventually } from '@pathwise/event-store/testing';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenCourseCompletion, givenEnrolment, givenPublishedCourse } from '../../testing/course-fixtures.js';
import { useTestServer } from '../../testing/use-test-server.js';

describe("a course's reports for its staff", () => {
  const used = useTestServer('pglite');
  let courseId = '';
  let creator = '';
  const learners = { ana: '', ben: '' };

  const download = (path: string, token: string, language = 'en') =>
    fetch(`${used.server.url}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': language } });
  const csvLines = async (response: Response) => (await response.text()).trimEnd().split('\r\n');

  beforeAll(async () => {
    const { store } = used.server.platform;
    const creatorId = randomUUID();
    creator = await used.server.tokenFor({ userId: creatorId, role: 'creator', tier: 'pro', email: 'cora.creator@example.com' });
    ({ courseId } = await givenPublishedCourse(store, { creatorId, title: 'Ratios, step by step', lessonIds: ['lesson-1', 'lesson-2'] }));
    for (const name of ['ana', 'ben'] as const) {
      learners[name] = randomUUID();
      await used.server.tokenFor({ userId: learners[name], role: 'student', tier: 'free', email: `${name}@example.com` });
      await givenEnrolment(store, courseId, learners[name]);
    }
    const learning = (learnerId: string, lessonId: string, eventType: 'lesson_start' | 'lesson_complete') => ({
      type: 'LearningEventRecorded' as const,
      data: {
        learnerId,
        courseId,
        lessonId,
        eventType,
        timeSpentSeconds: 300,
        score: null,
        attempts: null,
        deviceType: 'desktop' as const,
        engagementIndicators: {},
        occurredAt: new Date().toISOString(),
        contentModalities: ['text' as const],
        preview: false,
      },
    });
    await store.append(`learner-${learners.ana}`, [learning(learners.ana, 'lesson-1', 'lesson_start'), learning(learners.ana, 'lesson-1', 'lesson_complete')], { expectedVersion: 'any' });
    await store.append(`learner-${learners.ben}`, [learning(learners.ben, 'lesson-1', 'lesson_start')], { expectedVersion: 'any' });
    for (const score of [40, 90]) {
      const attemptId = randomUUID();
      await store.append(
        `quizattempt-${attemptId}`,
        [
          {
            type: 'QuizAttemptGraded',
            data: { attemptId, learnerId: learners.ana, courseId, quizId: 'quiz-ratios', courseVersion: 1, answers: [], results: [], score, passed: score >= 60, timeSpentSeconds: 60, preview: false },
          },
        ],
        { expectedVersion: 'no_stream' },
      );
    }
    await givenCourseCompletion(store, courseId, learners.ana);
  });

  it('lists each learner’s progress and quiz results as CSV, worded in the reader’s language', async () => {
    // The reports read the read models, which follow the log the fixtures appended to.
    const progress = await eventually(async () => {
      const lines = await csvLines(await download(courseReportPath(courseId, 'progress', 'csv'), creator));
      expect(lines).toHaveLength(3);
      expect(lines.some((line) => line.split(',').at(-1) !== '' && line.split(',')[2] === '1')).toBe(true);
      return lines;
    });
    expect(progress[0]).toBe('Learner,Lessons started,Lessons completed,Quiz attempts,Best quiz score (%),Time spent (min),Last active,Finished');
    const [anaRow, benRow] = [progress.find((line) => line.split(',')[2] === '1')!, progress.find((line) => line.split(',')[2] === '0')!];
    expect(anaRow.split(',').slice(1, 6)).toEqual(['1', '1', '0', '', '10']);
    expect(anaRow.split(',')[7]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(benRow.split(',').slice(1, 8)).toEqual(['1', '0', '0', '', '5', expect.stringMatching(/^\d{4}-/), '']);

    const quizzes = await eventually(async () => {
      const lines = await csvLines(await download(courseReportPath(courseId, 'quiz-results', 'csv'), creator));
      expect(lines).toHaveLength(2);
      return lines;
    });
    expect(quizzes[1]!.split(',').slice(1, 6)).toEqual(['quiz-ratios', '2', '90', '90', 'yes']);

    const spanish = await download(courseReportPath(courseId, 'certificates', 'csv'), creator, 'es');
    expect(spanish.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(spanish.headers.get('content-disposition')).toMatch(/^attachment; filename="certificates-.+\.csv"$/);
    expect(await csvLines(spanish)).toEqual(['Estudiante,Certificado,Versión del curso,Emitido,Estado']);
  });

  it('sets the same report as a PDF table, and keeps it from learners, strangers and bad names', async () => {
    const pdf = await download(courseReportPath(courseId, 'progress', 'pdf'), creator, 'fr');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const document = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()));
    const { text } = await extractText(document, { mergePages: true });
    expect(text).toContain('Progression par apprenant: Ratios, step by step');
    expect(text).toContain('Leçons terminées');

    const learner = await used.server.tokenFor({ userId: learners.ben, role: 'student', tier: 'free' });
    expect((await download(courseReportPath(courseId, 'progress', 'csv'), learner)).status).toBe(403);
    expect((await download(courseReportPath('course-nowhere', 'progress', 'csv'), creator)).status).toBe(404);
    const badKind = await download(`/api/courses/${courseId}/reports/salaries`, creator);
    expect(badKind.status).toBe(400);
    expect(await badKind.text()).toContain('report');
    const badFormat = await download(`/api/courses/${courseId}/reports/progress?format=xlsx`, creator);
    expect(badFormat.status).toBe(400);
    expect(await badFormat.text()).toContain('format');
  });
});
