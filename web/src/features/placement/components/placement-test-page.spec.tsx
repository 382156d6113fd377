import { CoursePlayerResponse, PlacementTestResponse } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, problemReply, stubApi } from '../../../testing/stub-api';
import { aPlayerCourse } from '../../../testing/course-fixtures';

const learner = () => aSession(aUser({ role: 'student' }));

const item = (itemId: string, prompt: string) => ({
  itemId,
  quizId: 'quiz-1',
  kind: 'single_choice' as const,
  prompt,
  options: [
    { optionId: 'right', text: 'Two' },
    { optionId: 'wrong', text: 'Three' },
  ],
  skillIds: ['halves'],
  difficulty: 0,
});

/** A course with two skills and a lesson on each, so the outcome can skip one lesson and keep the other. */
function aPlacementCourse(overrides: Partial<CoursePlayerResponse> = {}): CoursePlayerResponse {
  const course = aPlayerCourse(overrides);
  const [module] = course.modules;
  return {
    ...course,
    skills: [
      { skillId: 'halves', name: 'Halves', prerequisiteIds: [] },
      { skillId: 'quarters', name: 'Quarters', prerequisiteIds: ['halves'] },
    ],
    modules: [
      {
        ...module!,
        lessons: [
          { ...module!.lessons[0]!, skillIds: ['halves'] },
          { lessonId: 'lesson-2', title: 'Quarters of a pizza', estimatedMinutes: 5, skillIds: ['quarters'], blocks: [] },
        ],
      },
    ],
  };
}

const aTest = (courseId: string, overrides: Partial<PlacementTestResponse> = {}): PlacementTestResponse => ({
  testId: 'test-1',
  courseId,
  courseVersion: 2,
  status: 'in-progress',
  itemsAnswered: 0,
  maxItems: 12,
  ability: { theta: 0, se: 1 },
  lastAnswer: null,
  item: item('item-1', 'How many halves make a whole?'),
  outcome: null,
  ...overrides,
});

const completed = (courseId: string): PlacementTestResponse =>
  aTest(courseId, {
    status: 'completed',
    itemsAnswered: 1,
    ability: { theta: 1.2, se: 0.45 },
    lastAnswer: { itemId: 'item-1', correct: true },
    item: null,
    outcome: {
      stopReason: 'se-target',
      skills: [
        { skillId: 'halves', ability: { theta: 1.5, se: 0.4 }, answered: 1, correct: 1, probabilityMastered: 0.97, mastered: true },
        { skillId: 'quarters', ability: { theta: -0.2, se: 0.9 }, answered: 0, correct: 0, probabilityMastered: 0.31, mastered: false },
      ],
      masteredSkillIds: ['halves'],
      skippedLessonIds: ['lesson-1'],
      completedAt: '2025-03-04T09:05:00.000Z',
    },
  });

describe('Placement test page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('../routes/course-placement-route');
  });

  it('starts a test named by the client, asks an item as the quiz player does, and ends with the lessons to skip', async () => {
    const course = aPlacementCourse();
    const api = stubApi({
      [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course),
      [`POST /api/courses/${course.courseId}/placement-tests`]: jsonReply(PlacementTestResponse, aTest(course.courseId), { status: 201 }),
      'POST /api/placement-tests/test-1/answers': jsonReply(PlacementTestResponse, completed(course.courseId)),
    });
    const { router } = renderApp(`/courses/${course.courseId}/placement`, { session: learner() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Placement test' })).toBeTruthy();
    expect(screen.getByText(/about 5 to 20 questions/)).toBeTruthy();
    expect(screen.getByText(/which lessons you may skip/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start the test' }));

    const question = await screen.findByRole('group', { name: 'Question 1 How many halves make a whole?' });
    const sentTestId = (api.to(`POST /api/courses/${course.courseId}/placement-tests`)[0]?.json as { testId: string }).testId;
    expect(sentTestId).toMatch(/^[0-9a-f-]{36}$/);
    // The server's answer names the test; the address keeps it, so a reload resumes this test.
    await waitFor(() => expect(router.state.location.search).toEqual({ test: 'test-1' }));
    expect(screen.getByText('0 answered, at most 12 questions')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Test progress' }).getAttribute('max')).toBe('12');
    expect(document.activeElement).toBe(within(question).getByRole('radio', { name: 'Two' }));

    // An empty answer is not sent.
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose or type an answer first.');
    expect(api.to('POST /api/placement-tests/test-1/answers')).toHaveLength(0);

    fireEvent.click(within(question).getByRole('radio', { name: 'Two' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));

    const outcome = within(await screen.findByRole('region', { name: 'Your placement' }));
    expect(api.to('POST /api/placement-tests/test-1/answers')[0]?.json).toEqual({ itemId: 'item-1', optionIds: ['right'], text: null });
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('✓ Right.');
    expect(outcome.getByText('The test stopped after 1 question, once it was sure of your level.')).toBeTruthy();
    expect(outcome.getByRole('list', { name: 'Lessons you may skip' }).textContent).toBe('What is a half?');
    expect(outcome.queryByText('Quarters of a pizza')).toBeNull();
    expect(outcome.getByText('Halves')).toBeTruthy();
    expect(outcome.getByText('✓ Already mastered')).toBeTruthy();
    expect(outcome.getByText('1 of 1 right · 97% likely mastered')).toBeTruthy();
    expect(outcome.getByText('Quarters')).toBeTruthy();
    expect(outcome.getByText('Still to learn')).toBeTruthy();
    expect(outcome.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe(`/courses/${course.courseId}/view`);
    expect(document.activeElement).toBe(outcome.getByRole('heading', { level: 2, name: 'Your placement' }));
  });

  it('resumes the test in the address with a read, at the item it asks now, without starting another', async () => {
    const course = aPlacementCourse();
    const api = stubApi({
      [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course),
      'GET /api/placement-tests/test-1': jsonReply(PlacementTestResponse, 
        aTest(course.courseId, { itemsAnswered: 3, lastAnswer: { itemId: 'item-3', correct: false }, item: item('item-4', 'What is half of eight?') }),
      ),
      'POST /api/placement-tests/test-1/answers': jsonReply(PlacementTestResponse, completed(course.courseId)),
    });
    renderApp(`/courses/${course.courseId}/placement?test=test-1`, { session: learner() });

    const question = await screen.findByRole('group', { name: 'Question 4 What is half of eight?' });
    expect(screen.getByText('3 answered, at most 12 questions')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('✗ Not quite.');
    expect(screen.queryByRole('button', { name: 'Start the test' })).toBeNull();
    expect(api.to(`POST /api/courses/${course.courseId}/placement-tests`)).toHaveLength(0);

    // Submitting the form, as Enter in it does, sends the answer.
    fireEvent.click(within(question).getByRole('radio', { name: 'Three' }));
    fireEvent.submit(question.closest('form')!);
    await screen.findByRole('region', { name: 'Your placement' });
    expect(api.to('POST /api/placement-tests/test-1/answers')[0]?.json).toEqual({ itemId: 'item-4', optionIds: ['wrong'], text: null });
  });

  it('shows the server’s refusal when the learner may not take the test, and keeps Start for another try', async () => {
    const course = aPlacementCourse({ viewer: { signedIn: true, isStaff: true, isEnrolled: false } });
    stubApi({
      [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course),
      [`POST /api/courses/${course.courseId}/placement-tests`]: problemReply(
        { type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Enrol in this course to take its placement test.', traceId: 't' },
        'Forbidden',
      ),
    });
    renderApp(`/courses/${course.courseId}/placement`, { session: learner() });

    fireEvent.click(await screen.findByRole('button', { name: 'Start the test' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The test could not start');
    expect(alert.textContent).toContain('Enrol in this course to take its placement test.');
    expect(screen.getByRole('button', { name: 'Start the test' })).toBeTruthy();
  });

  it('shows why the course cannot be opened to someone not enrolled, with the way to its page', async () => {
    const course = aPlacementCourse();
    stubApi({
      [`GET /api/courses/${course.courseId}/learn`]: problemReply(
        { type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Enrol in this course to study it.', traceId: 't' },
        'Forbidden',
      ),
    });
    renderApp(`/courses/${course.courseId}/placement`, { session: learner() });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not open the course');
    expect(alert.textContent).toContain('Enrol in this course to study it.');
    expect(screen.getByRole('link', { name: 'Go to the course page' }).getAttribute('href')).toBe(`/courses/${course.courseId}`);
    expect(screen.queryByRole('button', { name: 'Start the test' })).toBeNull();
  });

  it('offers a new test when the one in the address cannot be read', async () => {
    const course = aPlacementCourse();
    stubApi({
      [`GET /api/courses/${course.courseId}/learn`]: jsonReply(CoursePlayerResponse, course),
      'GET /api/placement-tests/someone-elses': problemReply(
        { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No such placement test', traceId: 't' },
        'Not Found',
      ),
    });
    const { router } = renderApp(`/courses/${course.courseId}/placement?test=someone-elses`, { session: learner() });

    expect((await screen.findByRole('alert')).textContent).toContain('No such placement test');
    fireEvent.click(screen.getByRole('button', { name: 'Start a new placement test' }));
    expect(await screen.findByRole('button', { name: 'Start the test' })).toBeTruthy();
    expect(router.state.location.search).toEqual({});
  });
});
