import { CourseAssistantAnswer, MyCoursesResponse, type MyCourse } from '@pathwise/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCourseCard } from '../../../testing/course-fixtures';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';

const aMyCourse = (courseId: string, title: string): MyCourse => ({
  ...aCourseCard({ courseId, title }),
  enrolledAt: '2026-11-01T10:00:00.000Z',
  lessonsCompleted: 0,
  progressPercent: 0,
  lastActivityAt: null,
  completedAt: null,
});
const courses = jsonReply(MyCoursesResponse, { courses: [aMyCourse('course-volcanoes', 'Volcanoes'), aMyCourse('course-tides', 'Tides')] });
const answerOf = (overrides: Partial<CourseAssistantAnswer>): CourseAssistantAnswer => ({
  courseId: 'course-tides',
  question: 'What is a spring tide?',
  covered: true,
  answer: 'A spring tide is a tide with the greatest range.',
  citations: [{ lessonId: 'lesson-moon', lessonTitle: 'The Moon and the sea', moduleTitle: 'Forces', quote: 'A spring tide is a tide with the greatest range.' }],
  unsupported: [],
  provider: 'built-in',
  model: 'extractive-1',
  creditsSpent: 0,
  ...overrides,
});
const pro = (tier: 'pro' | 'pro_plus' = 'pro') => aSession(aUser({ role: 'student', subscription_tier: tier }));

describe('Course assistant page', () => {
  beforeAll(async () => {
    await import('./ai-assistant-page');
  });

  it('answers a question about the chosen course, sent with Ctrl+Enter, quoting its lessons with links into the player', async () => {
    const api = stubApi({
      'GET /api/me/courses': courses,
      'POST /api/courses/course-tides/assistant': [
        jsonReply(CourseAssistantAnswer, answerOf({})),
        jsonReply(CourseAssistantAnswer, answerOf({ question: 'How do I bake bread?', covered: false, answer: 'This course does not cover that. Try a question about a topic of its lessons.', citations: [] })),
      ],
    });
    renderApp('/ai-assistant', { session: pro() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Course assistant' })).toBeTruthy();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Course' }), { target: { value: 'course-tides' } });
    const question = screen.getByRole('textbox', { name: /Your question/ });
    fireEvent.change(question, { target: { value: 'What is a spring tide?' } });
    fireEvent.keyDown(question, { key: 'Enter', ctrlKey: true });

    const conversation = within(await screen.findByRole('region', { name: 'Questions and answers' }));
    expect(await conversation.findByText('A spring tide is a tide with the greatest range.', { selector: '.ai-assistant-text' })).toBeTruthy();
    expect(conversation.getByText('You asked about Tides')).toBeTruthy();
    expect(conversation.getByRole('link', { name: 'The Moon and the sea (Forces)' }).getAttribute('href')).toBe('/courses/course-tides/view?lesson=lesson-moon');
    expect(conversation.getByText('Quoted from the lessons')).toBeTruthy();
    expect(api.to('POST /api/courses/course-tides/assistant')[0]?.json).toEqual({ question: 'What is a spring tide?' });
    expect((question as HTMLTextAreaElement).value).toBe('');
    // The account's credits are on the page too, named in full for screen readers.
    expect(await screen.findAllByRole('link', { name: /^AI credits: 100 credits left/ })).not.toHaveLength(0);

    fireEvent.change(question, { target: { value: 'How do I bake bread?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await conversation.findByText('Not covered by this course')).toBeTruthy();
    expect(conversation.getByText('This course does not cover that. Try a question about a topic of its lessons.')).toBeTruthy();
  });

  it('asks for a question of a few words before sending anything', async () => {
    const api = stubApi({ 'GET /api/me/courses': courses });
    renderApp('/ai-assistant', { session: pro('pro_plus') });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask' }));
    expect(screen.getByText('Ask a question of a few words')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Your question/ }));
    expect(api.requests.filter((request) => request.url.includes('/assistant'))).toEqual([]);
  });

  it('shows a learner without courses the way to the catalogue, in Spanish too', async () => {
    stubApi({ 'GET /api/me/courses': jsonReply(MyCoursesResponse, { courses: [] }) });
    renderApp('/ai-assistant', { session: aSession(aUser({ role: 'student', subscription_tier: 'pro', settings: { preferred_language: 'es', receive_email_notifications: true } })) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Todavía no hay cursos sobre los que preguntar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver cursos' }).getAttribute('href')).toBe('/courses');
  });

  it('shows a free learner the upgrade path and asks for nothing', async () => {
    const api = stubApi({});
    renderApp('/ai-assistant', { session: aSession(aUser({ role: 'student', subscription_tier: 'free' })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription Required' })).toBeTruthy();
    expect(screen.getByText('This feature is exclusive to our pro or pro_plus plan subscribers. Please upgrade your subscription to access this content.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/billing');
    expect(api.requests.filter((request) => request.url.includes('/me/courses'))).toEqual([]);
  });
});
