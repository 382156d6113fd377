import {
  clientSocketEvents,
  CourseDetailResponse,
  CoursePlayerResponse,
  MyCertificatesResponse,
  QuizAttemptResult,
  QuizAttemptsResponse,
  RecordLearningEventResponse,
  serverSocketEvents,
} from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, problemReply, stubApi } from '../../../testing/stub-api';
import { aCourseDetail, aPlayerCourse } from '../../../testing/course-fixtures';
import { FakeSocket } from '../../../testing/fake-socket';

const recorded = { eventId: '00000000-0000-4000-8000-000000000000', position: '1', streamVersion: 1, duplicate: false };

const graded = (overrides: Partial<QuizAttemptResult> = {}): QuizAttemptResult => ({
  attemptId: 'attempt-1',
  quizId: 'quiz-1',
  courseVersion: 2,
  score: 0,
  passed: false,
  items: [{ itemId: 'item-1', correct: false, answerKey: { correctOptionIds: ['o-2'], acceptedAnswers: [] }, explanation: 'Two equal parts make a whole.', pickedOptionExplanations: [] }],
  regraded: false,
  at: '2025-03-04T09:05:00.000Z',
  duplicate: false,
  ...overrides,
});

describe('Learning player', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('../routes/course-view-route');
    await import('../../../shared/markdown/markdown-view');
  });

  it('opens the first lesson not yet completed, shows its text as text and its attachment as a download, and records lesson_start', async () => {
    const course = aPlayerCourse();
    const learner = aUser({ role: 'student' });
    const api = stubApi({
      [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course),
      'POST /api/learning/events': jsonReply(RecordLearningEventResponse, recorded, { status: 201 }),
    });
    renderApp(`/courses/${course.courseId}/view`, { session: aSession(learner) });

    expect(await screen.findByRole('heading', { level: 2, name: 'What is a half?' })).toBeTruthy();
    // Authors' text is shown as it is, never run as HTML.
    expect(await screen.findByText('<b>Not bold</b>')).toBeTruthy();
    expect(document.querySelector('.lesson-blocks b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download Worksheet.pdf' }).getAttribute('href')).toBe('/api/materials/material-9/download');

    // Sent once the page has settled (the deferred moment), dated when the lesson opened.
    const openedBy = new Date();
    await waitFor(() => expect(api.to('POST /api/learning/events')).toHaveLength(1), { timeout: 3_000 });
    expect(api.to('POST /api/learning/events')[0]?.json).toMatchObject({
      eventType: 'lesson_start',
      userId: learner.uid,
      courseId: course.courseId,
      lessonId: 'lesson-1',
      deviceType: 'desktop',
    });
    const occurredAt = (api.to('POST /api/learning/events')[0]?.json as { occurredAt: string }).occurredAt;
    expect(new Date(occurredAt).getTime()).toBeLessThanOrEqual(openedBy.getTime());

    fireEvent.click(screen.getByRole('button', { name: 'Mark lesson as complete' }));
    await waitFor(() => expect(api.to('POST /api/learning/events')).toHaveLength(2));
    expect(api.to('POST /api/learning/events')[1]?.json).toMatchObject({ eventType: 'lesson_complete', lessonId: 'lesson-1' });
    expect(await screen.findByText(/Lesson completed/)).toBeTruthy();
  });

  it.each([
    [2900, 'This course costs $29.00: buy it on its course page to study it.'],
    [0, 'This course is free: enrol on its course page to study it.'],
  ])('tells a learner who has not joined a course priced %i what to do, once, and leads to the course page rather than offering a retry', async (priceCents, whatToDo) => {
    const detail = aCourseDetail({}, { title: 'Fractions from scratch', priceCents, currency: 'USD' });
    const { courseId } = detail.course;
    stubApi({
      [`GET /api/courses/${courseId}/learn`]: problemReply(
        { type: 'urn:pathwise:problem:access-denied', title: 'Access Denied', status: 403, detail: 'Enrol in this course to study it.', traceId: 't' },
        'Forbidden',
      ),
      [`GET /api/courses/${courseId}`]: jsonReply(CourseDetailResponse, detail),
    });
    renderApp(`/courses/${courseId}/view`, { session: aSession(aUser({ role: 'student' })) });

    const region = await screen.findByRole('region', { name: 'Fractions from scratch' });
    expect(await within(region).findByText(whatToDo)).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Go to the course page' }).getAttribute('href')).toBe(`/courses/${courseId}`);
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.queryByText(/Enrol in this course to study it/)).toBeNull();
  });

  it('moves to the quiz by the outline and the Next link, and shows per-question feedback and the score after submitting', async () => {
    const course = aPlayerCourse({ completedLessonIds: ['lesson-1'] });
    const api = stubApi({
      [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course),
      'POST /api/learning/events': jsonReply(RecordLearningEventResponse, recorded, { status: 201 }),
      [`POST /api/courses/${course.courseId}/quizzes/quiz-1/attempts`]: jsonReply(QuizAttemptResult, graded(), { status: 201 }),
    });
    const { router } = renderApp(`/courses/${course.courseId}/view?lesson=lesson-1`, { session: aSession(aUser({ role: 'student' })) });

    const outline = within(await screen.findByRole('navigation', { name: 'Lessons and quizzes' }));
    expect(outline.getByRole('link', { name: /What is a half\?/ }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('1 of 1 lesson completed')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Next: Halves check' }));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Halves check' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ quiz: 'quiz-1' });

    fireEvent.click(screen.getByRole('radio', { name: 'Three' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByText('Score: 0%')).toBeTruthy();
    expect(screen.getByText('Not passed yet (needs 50%).')).toBeTruthy();
    expect(screen.getByText(/Incorrect/)).toBeTruthy();
    expect(screen.getByText('Correct answer: Two')).toBeTruthy();
    expect(screen.getByText('Why: Two equal parts make a whole.')).toBeTruthy();
    const attempt = api.to(`POST /api/courses/${course.courseId}/quizzes/quiz-1/attempts`)[0]?.json;
    expect(attempt).toMatchObject({ answers: [{ itemId: 'item-1', optionIds: ['o-3'], text: null }], deviceType: 'desktop' });
    // The server records quiz_attempt itself when it grades: the player does not send one.
    expect(api.to('POST /api/learning/events').map((request) => (request.json as { eventType: string }).eventType)).not.toContain('quiz_attempt');
  });

  it('offers a learner who comes back to a quiz their last attempt, shown with the answer given, the feedback and the picked option’s explanation', async () => {
    const course = aPlayerCourse({ completedLessonIds: ['lesson-1'] });
    const { duplicate: _duplicate, ...past } = graded();
    const pastItem = { ...past.items[0]!, pickedOptionExplanations: [{ optionId: 'o-3', explanation: 'Three halves are more than a whole.' }], answer: { optionIds: ['o-3'], text: null } };
    stubApi({
      [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course),
      'POST /api/learning/events': jsonReply(RecordLearningEventResponse, recorded, { status: 201 }),
      [`GET /api/courses/${course.courseId}/quizzes/quiz-1/attempts`]: jsonReply(QuizAttemptsResponse, { attempts: [{ ...past, items: [pastItem] }] }),
    });
    renderApp(`/courses/${course.courseId}/view?quiz=quiz-1`, { session: aSession(aUser({ role: 'student' })) });

    expect(await screen.findByRole('heading', { level: 2, name: 'Halves check' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Review your last attempt (0%)' }));

    const score = (await screen.findByText('Your last attempt')).closest<HTMLElement>('[role="status"]')!;
    expect(within(score).getByText('Score: 0%')).toBeTruthy();
    const picked = screen.getByRole<HTMLInputElement>('radio', { name: 'Three' });
    expect([picked.checked, picked.disabled]).toEqual([true, true]);
    expect(screen.getByText('Correct answer: Two')).toBeTruthy();
    expect(screen.getByText('“Three”: Three halves are more than a whole.')).toBeTruthy();
    expect(screen.getByText('Why: Two equal parts make a whole.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Three' }).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeTruthy();
  });

  it('resumes at a part’s unpassed quiz once its lessons are done, keeps it in the address, and after a pass leads to the completion view', async () => {
    const course = aPlayerCourse({ completedLessonIds: ['lesson-1'] });
    stubApi({
      [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course),
      [`POST /api/courses/${course.courseId}/quizzes/quiz-1/attempts`]: jsonReply(QuizAttemptResult, graded({ score: 100, passed: true }), { status: 201 }),
    });
    const { router } = renderApp(`/courses/${course.courseId}/view`, { session: aSession(aUser({ role: 'student' })) });

    expect(await screen.findByRole('heading', { level: 2, name: 'Halves check' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({ quiz: 'quiz-1' }));
    expect(screen.queryByRole('link', { name: /Course complete/ })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Two' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText('Score: 100%')).toBeTruthy();
    const outline = within(screen.getByRole('navigation', { name: 'Lessons and quizzes' }));
    expect(outline.getByRole('link', { name: /Quiz: Halves check\s*\(passed\)/ })).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: /Course complete: see what you achieved/ }));
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Course complete' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(router.state.location.search).toEqual({});
  });

  it('stays on a lesson marked complete and offers the part’s quiz as Next, not the next part', async () => {
    const course = aPlayerCourse({
      modules: [
        { ...aPlayerCourse().modules[0]!, moduleId: 'part-1' },
        { moduleId: 'part-2', title: 'Thirds', lessons: [{ lessonId: 'lesson-2', title: 'What is a third?', estimatedMinutes: 5, skillIds: [], blocks: [] }], quizzes: [] },
      ],
    });
    stubApi({
      [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course),
      'POST /api/learning/events': jsonReply(RecordLearningEventResponse, recorded, { status: 201 }),
    });
    const { router } = renderApp(`/courses/${course.courseId}/view`, { session: aSession(aUser({ role: 'student' })) });

    expect(await screen.findByRole('heading', { level: 2, name: 'What is a half?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark lesson as complete' }));
    expect(await screen.findByText(/Lesson completed/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What is a half?' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ lesson: 'lesson-1' });

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Next: Halves check' }));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Halves check' })).toBeTruthy();
  });

  it('hides the site’s chrome in study mode and brings it back when toggled off', async () => {
    const course = aPlayerCourse();
    stubApi({ [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course), 'POST /api/learning/events': jsonReply(RecordLearningEventResponse, recorded, { status: 201 }) });
    renderApp(`/courses/${course.courseId}/view`, { session: aSession(aUser({ role: 'student' })) });

    const toggle = await screen.findByRole('button', { name: /Study mode/ });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.dataset.studyMode).toBe('on');
    fireEvent.click(toggle);
    expect(document.documentElement.dataset.studyMode).toBeUndefined();
  });

  it('marks the lessons the placement test found known as skippable, in words, and offers the test to an enrolled learner', async () => {
    const course = aPlayerCourse({ skippableLessonIds: ['lesson-1'] });
    stubApi({ [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course), 'POST /api/learning/events': jsonReply(RecordLearningEventResponse, recorded, { status: 201 }) });
    renderApp(`/courses/${course.courseId}/view`, { session: aSession(aUser({ role: 'student' })) });

    const outline = within(await screen.findByRole('navigation', { name: 'Lessons and quizzes' }));
    expect(outline.getByRole('link', { name: 'What is a half? You may skip this' })).toBeTruthy();
    expect(screen.getByText(/Your placement test found you already know this lesson/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take a placement test' }).getAttribute('href')).toBe(`/courses/${course.courseId}/placement`);
  });

  it('marks no lesson skippable without a placement result, and offers no test to an author previewing', async () => {
    const course = aPlayerCourse({ viewer: { signedIn: true, isStaff: true, isEnrolled: false } });
    stubApi({ [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course) });
    renderApp(`/courses/${course.courseId}/view`, { session: aSession(aUser({ role: 'instructor' })) });

    const outline = within(await screen.findByRole('navigation', { name: 'Lessons and quizzes' }));
    expect(outline.getByRole('link', { name: 'What is a half?' })).toBeTruthy();
    expect(screen.queryByText('You may skip this')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Take a placement test' })).toBeNull();
  });

  it('shows the certificate the moment the quiz that meets the criteria is passed, told by the notification pushed to the learner', async () => {
    const course = aPlayerCourse({ completedLessonIds: ['lesson-1'] });
    const learner = aUser({ role: 'student' });
    const certificateId = 'certificate-1';
    const socket = new FakeSocket();
    socket.connect();
    const api = stubApi({
      [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course),
      [`POST /api/courses/${course.courseId}/quizzes/quiz-1/attempts`]: jsonReply(QuizAttemptResult, graded({ score: 100, passed: true }), { status: 201 }),
      // The holder's list has not caught up with the issue yet.
      'GET /api/me/certificates': jsonReply(MyCertificatesResponse, { certificates: [] }),
    });
    renderApp(`/courses/${course.courseId}/view`, { session: aSession(learner), socket });

    expect(await screen.findByRole('heading', { level: 2, name: 'Halves check' })).toBeTruthy();
    await waitFor(() => expect(socket.sentPayloads(clientSocketEvents.joinRoom)).toContainEqual({ room_id: learner.uid, room_type: 'user' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Two' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText('Score: 100%')).toBeTruthy();

    const issued = (courseId: string, certificateId: string) => ({
      room: `user:${learner.uid}`,
      position: '9',
      notification_id: `n-${certificateId}`,
      type: 'achievement',
      title: 'Your certificate',
      message: 'You met the course’s criteria.',
      priority: 'normal',
      action: { label: 'View certificate', url: '/certificates' },
      source: { kind: 'certificate_issued', course_id: courseId, certificate_id: certificateId },
    });
    act(() => socket.push(serverSocketEvents.notification, issued('another-course', 'certificate-elsewhere')));
    expect(screen.queryByRole('region', { name: 'You earned a certificate' })).toBeNull();
    act(() => socket.push(serverSocketEvents.notification, issued(course.courseId, certificateId)));

    const moment = within(await screen.findByRole('region', { name: 'You earned a certificate' }));
    expect(moment.getByText(`You met every criterion of “${course.title}”. Your certificate is signed, so anyone can check that it is genuine.`)).toBeTruthy();
    expect(moment.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(`/api/me/certificates/${certificateId}/pdf`);
    expect(moment.getByRole('link', { name: 'My certificates' }).getAttribute('href')).toBe('/certificates');
    expect(moment.getByRole('link', { name: 'Open its verify page' }).getAttribute('href')).toBe(`/verify/${certificateId}`);
    expect((moment.getByRole('textbox', { name: 'Share link' }) as HTMLInputElement).value).toBe(`${window.location.origin}/verify/${certificateId}`);
    // Shown from the push alone: the holder's list, read meanwhile, does not have it yet.
    expect(api.to('GET /api/me/certificates').length).toBeGreaterThan(0);
    expect(screen.getByText(`You earned the certificate for “${course.title}”.`).getAttribute('role')).toBe('status');

    fireEvent.click(moment.getByRole('button', { name: 'Back to the course' }));
    expect(screen.queryByRole('region', { name: 'You earned a certificate' })).toBeNull();
  });

  it('shows the certificate from the holder\'s list when the push was missed (the socket joined after it)', async () => {
    const course = aPlayerCourse({ completedLessonIds: ['lesson-1'] });
    const certificate = {
      certificateId: 'certificate-2',
      status: 'valid' as const,
      revokedAt: null,
      revocationReason: null,
      holderName: null,
      course: { courseId: course.courseId, title: course.title, description: '' },
      issuer: { id: 'https://pathwise.test', name: 'Pathwise', url: 'https://pathwise.test' },
      issuedAt: '2026-11-27T10:00:00.000Z',
      skills: [],
      verifyUrl: 'https://pathwise.test/verify/certificate-2',
      credentialUrl: 'https://pathwise.test/api/certificates/certificate-2/credential',
      supersedes: null,
      supersededBy: null,
      showName: false,
      nameOutdated: false,
      pdfUrl: 'https://pathwise.test/api/me/certificates/certificate-2/pdf',
      linkedInUrl: 'https://www.linkedin.com/profile/add?certId=certificate-2',
    };
    const api = stubApi({
      [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course),
      [`POST /api/courses/${course.courseId}/quizzes/quiz-1/attempts`]: jsonReply(QuizAttemptResult, graded({ score: 100, passed: true }), { status: 201 }),
      'GET /api/me/certificates': jsonReply(MyCertificatesResponse, { certificates: [certificate] }),
    });
    renderApp(`/courses/${course.courseId}/view`, { session: aSession(aUser({ role: 'student' })), socket: new FakeSocket() });

    expect(await screen.findByRole('heading', { level: 2, name: 'Halves check' })).toBeTruthy();
    // Not finished yet: nothing to ask for.
    expect(api.to('GET /api/me/certificates')).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: 'Two' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));

    const moment = within(await screen.findByRole('region', { name: 'You earned a certificate' }));
    expect(moment.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe('/api/me/certificates/certificate-2/pdf');
  });
});
